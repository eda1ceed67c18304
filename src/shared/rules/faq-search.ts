import {
  FAQ_CATEGORIES,
  type FaqCategoryId,
  type FaqCategoryName,
  type FaqEntry,
} from '../catalog/faq';

export interface FaqGroup {
  id: FaqCategoryId;
  category: FaqCategoryName;
  entries: FaqEntry[];
}

export interface FaqSearchResult {
  /** Groups in category order; only groups with a match, or all of them for a blank query. */
  groups: FaqGroup[];
  /** Matching entries in all groups. */
  total: number;
  /** True when the query had words in it (the screen then shows 'Found N results'). */
  searching: boolean;
}

/** The query's words, lower-cased; blank gives []. */
export function searchTerms(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter(Boolean);
}

/**
 * Case-insensitive search over question, answer and category (spec section 2 "Help"). An entry
 * matches when each word of the query appears somewhere in it, so 'energy cost' finds
 * "uses 5 energy" questions that a whole-phrase match would miss.
 */
export function searchFaq(entries: readonly FaqEntry[], query: string): FaqSearchResult {
  const terms = searchTerms(query);
  const matches =
    terms.length === 0
      ? entries
      : entries.filter((e) => {
          const haystack = `${e.question}\n${e.answer}\n${e.category}`.toLowerCase();
          return terms.every((t) => haystack.includes(t));
        });
  const groups = FAQ_CATEGORIES.map(({ id, name }) => ({
    id,
    category: name,
    entries: matches.filter((e) => e.category === name),
  })).filter((g) => terms.length === 0 || g.entries.length > 0);
  return { groups, total: matches.length, searching: terms.length > 0 };
}

/**
 * A line of `answer` around the first search word the question lacks, cut at word boundaries
 * ("…you earn coins by caring…"), or null when the question shows every word already. A match
 * hidden in a closed answer otherwise left the user wondering why the question was listed.
 */
export function answerSnippet(
  question: string,
  answer: string,
  terms: readonly string[],
  around = 70,
): string | null {
  const q = question.toLowerCase();
  const a = answer.toLowerCase();
  const hidden = terms.find((t) => !q.includes(t) && a.includes(t));
  if (hidden === undefined) return null;
  const at = a.indexOf(hidden);
  let start = Math.max(0, at - Math.floor(around / 2));
  let end = Math.min(answer.length, at + hidden.length + around);
  if (start > 0) {
    const space = answer.indexOf(' ', start);
    if (space !== -1 && space < at) start = space + 1;
  }
  if (end < answer.length) {
    const space = answer.lastIndexOf(' ', end);
    if (space > at + hidden.length) end = space;
  }
  return `${start > 0 ? '…' : ''}${answer.slice(start, end).trim()}${end < answer.length ? '…' : ''}`;
}
