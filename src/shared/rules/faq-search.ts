import {
  FAQ_CATEGORIES,
  type FaqCategoryId,
  type FaqCategoryName,
  type FaqEntry,
} from '../catalog/faq';
import {
  frameWords,
  hasTerm,
  isWordFor,
  matchesTerm,
  type SearchTerm,
  searchTerms,
  type TextWord,
  textWords,
} from './search-words';

export { searchTerms, type SearchTerm } from './search-words';

export interface FaqGroup {
  id: FaqCategoryId;
  category: FaqCategoryName;
  entries: FaqEntry[];
}

export interface FaqSearchResult {
  /**
   * For a search, the groups with a match, best answers first: the group holding the best answer
   * comes first, and in each group the best answers lead (`relevanceFor`). For a blank query, every
   * group in category order, entries in FAQ order.
   */
  groups: FaqGroup[];
  /** Matching entries in all groups. */
  total: number;
  /** True when the query had words in it (the screen then shows 'Found N results'). */
  searching: boolean;
}

/** An entry's words, read once: the FAQ is fixed, and every keystroke searches it again. */
interface EntryWords {
  all: TextWord[];
  question: TextWord[];
  category: TextWord[];
  /** The question's frame words (`frameWords`). */
  frame: ReadonlySet<string>;
}
const wordsOf = new WeakMap<FaqEntry, EntryWords>();
function entryWords(e: FaqEntry): EntryWords {
  let words = wordsOf.get(e);
  if (!words) {
    const question = textWords(e.question);
    words = {
      all: textWords(`${e.question}\n${e.answer}\n${e.category}`),
      question,
      category: textWords(e.category),
      frame: frameWords(question),
    };
    wordsOf.set(e, words);
  }
  return words;
}

/**
 * How well an entry that has the query's words answers it, to compare two such entries: the more
 * of the words its question has, the better ("delete account" puts "How do I delete my account?"
 * before an answer that only mentions deleting), whole words before the start of one (while "pet"
 * is typed, "adopt another pet?" before "Petmatch"); then the more of the query's frame its
 * question shares ("who can see me": "What can other people see about me?" before "Where can I see
 * what I did with my pet?"; "why … not working": "Why don't I see new messages…?" before "Where
 * are my older notifications?"); then the more its category has; then the more of the query's
 * words it has as typed or as the FAQ's word for them, not only in another form ("can I change my
 * pet name": "Can I rename my pet?", whose answer says name, before "Where can I see what I did
 * with my pet?", whose answer says changed).
 */
function relevanceFor(terms: readonly SearchTerm[], frame: ReadonlySet<string>) {
  const whole = terms.map((t) => (t.partial ? { ...t, partial: false } : t));
  const queryFrame = [...frame];
  const count = (list: TextWord[], ts: readonly SearchTerm[]) =>
    ts.filter((t) => hasTerm(list, t)).length;
  return (words: EntryWords): Relevance => [
    count(words.question, whole),
    count(words.question, terms),
    queryFrame.filter((f) => words.frame.has(f)).length,
    count(words.category, terms),
    terms.filter((t) => words.all.some((w) => isWordFor(w.word, t))).length,
  ];
}

/**
 * Compared in order: whole words in the question, words or their starts in it, frame words it
 * shares with the query, words in the category, words as typed (or the FAQ's word) anywhere.
 */
type Relevance = readonly [number, number, number, number, number];
/** The higher count first, at the first measure where two entries differ. */
function byRelevance(a: Relevance, b: Relevance): number {
  const at = a.findIndex((n, i) => n !== b[i]);
  return at === -1 ? 0 : b[at]! - a[at]!;
}

/** `entries` under their categories, in category order, keeping the entries' order. */
function groupByCategory(entries: readonly FaqEntry[]): FaqGroup[] {
  return FAQ_CATEGORIES.map(({ id, name }) => ({
    id,
    category: name,
    entries: entries.filter((e) => e.category === name),
  }));
}

/**
 * Search over question, answer and category, case-insensitive (spec section 2 "Help"), by word
 * (search-words.ts): "how do I feed my pet" looks for feed and pet, and "feeding" finds "Feed".
 * The entries that have every word of the query are found; when none has them all, those that
 * have the most, so a question worded unlike the FAQ ("how do super likes work") still finds its
 * answers instead of nothing. They are listed best first (`relevanceFor`), grouped by category;
 * equal ones keep the FAQ's order.
 */
export function searchFaq(entries: readonly FaqEntry[], query: string): FaqSearchResult {
  const terms = searchTerms(query);
  if (terms.length === 0) {
    return { groups: groupByCategory(entries), total: entries.length, searching: false };
  }
  const hits = entries.map((e) => terms.filter((t) => hasTerm(entryWords(e).all, t)).length);
  const best = Math.max(0, ...hits);
  const relevance = relevanceFor(terms, frameWords(textWords(query)));
  const matches =
    best === 0
      ? []
      : entries
          .filter((_, i) => hits[i] === best)
          .map((e) => ({ e, rank: relevance(entryWords(e)) }))
          // Array sort is stable: equally relevant entries keep the FAQ's order.
          .sort((a, b) => byRelevance(a.rank, b.rank))
          .map(({ e }) => e);
  // The group holding the best entry first: groups sorted by where their first entry ranks.
  const groups = groupByCategory(matches)
    .filter((g) => g.entries.length > 0)
    .sort((a, b) => matches.indexOf(a.entries[0]!) - matches.indexOf(b.entries[0]!));
  return { groups, total: matches.length, searching: true };
}

/**
 * A line of `answer` around the first search word the question lacks, cut at word boundaries
 * ("…you earn coins by caring…"), or null when the question shows every word already. A match
 * hidden in a closed answer otherwise left the user wondering why the question was listed.
 */
export function answerSnippet(
  question: string,
  answer: string,
  terms: readonly SearchTerm[],
  around = 70,
): string | null {
  const shown = textWords(question);
  const words = textWords(answer);
  // The first word of the answer that answers a term the question does not show.
  const found = terms
    .filter((t) => !hasTerm(shown, t))
    .map((t) => words.find((w) => matchesTerm(w.word, t)))
    .find((w) => w !== undefined);
  if (!found) return null;
  const { start: at, end: after } = found;
  let start = Math.max(0, at - Math.floor(around / 2));
  let end = Math.min(answer.length, after + around);
  if (start > 0) {
    const space = answer.indexOf(' ', start);
    if (space !== -1 && space < at) start = space + 1;
  }
  if (end < answer.length) {
    const space = answer.lastIndexOf(' ', end);
    if (space > after) end = space;
  }
  return `${start > 0 ? '…' : ''}${answer.slice(start, end).trim()}${end < answer.length ? '…' : ''}`;
}

/** `text` cut into runs, the words that answer a search term marked. */
export function markedParts(
  text: string,
  terms: readonly SearchTerm[],
): { text: string; marked: boolean }[] {
  const parts: { text: string; marked: boolean }[] = [];
  let from = 0;
  for (const w of textWords(text)) {
    if (!terms.some((t) => matchesTerm(w.word, t))) continue;
    if (w.start > from) parts.push({ text: text.slice(from, w.start), marked: false });
    parts.push({ text: text.slice(w.start, w.end), marked: true });
    from = w.end;
  }
  if (from < text.length) parts.push({ text: text.slice(from), marked: false });
  return parts;
}
