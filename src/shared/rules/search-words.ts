import { stemmer } from 'stemmer';

/**
 * Word matching for the Help search: people type questions ("how do I feed my pet?") and other
 * forms of the FAQ's words ("feeding", "likes", "notifications"), so a query is cut into words,
 * the words that only frame a question are dropped, and each remaining word matches a word of
 * the text with the same stem (Porter's, from `stemmer`). The last word may still be being
 * typed, so it also matches words that start with it.
 */
export interface SearchTerm {
  /** As typed, lower-cased. */
  word: string;
  stem: string;
  /** The query's last word, still open: it matches the start of a word too ("ener" -> energy). */
  partial: boolean;
}

/** A word of a text, where it stands in it. */
export interface TextWord {
  word: string;
  start: number;
  end: number;
}

const WORD = /[\p{L}\p{N}]+/gu;

/** Words that frame a question rather than say what it is about. */
const FILLER = new Set(
  (
    'a an the i im me my mine myself you your we us our it its is are am was were be been being ' +
    'do does did done how what whats why when where which who whom can cant could should would ' +
    'will shall may might must to of in on at for with from by about into and or but if so than ' +
    'then there here this that these those get gets getting got more much many some any please ' +
    'just really also have has had having no not dont doesnt didnt isnt arent wont cannot ' +
    // "how does matching work", "notifications not working": the frame, not the subject.
    'work works working'
  ).split(' '),
);

const stems = new Map<string, string>();
function stemOf(word: string): string {
  let stem = stems.get(word);
  if (stem === undefined) {
    stem = stemmer(word);
    stems.set(word, stem);
  }
  return stem;
}

/**
 * The words of `text`, lower-cased, with their places in it (found in the text as written:
 * lower-casing can change a string's length, and the places mark the text as written).
 */
export function textWords(text: string): TextWord[] {
  return Array.from(text.matchAll(WORD), (m) => ({
    word: m[0].toLowerCase(),
    start: m.index,
    end: m.index + m[0].length,
  }));
}

/**
 * The query's words that say what is looked for; blank gives []. A query of filler alone
 * ("how") keeps its words, so typing the first word of a question still finds something.
 */
export function searchTerms(query: string): SearchTerm[] {
  const words = textWords(query);
  // The last word is still being typed while nothing follows it.
  const open = words.at(-1)?.end === query.length;
  const terms = words.map(({ word }, i) => ({
    word,
    stem: stemOf(word),
    partial: open && i === words.length - 1,
  }));
  // A single letter says nothing yet, unless it is the word being typed.
  const meaningful = terms.filter(
    (t) => !FILLER.has(t.word) && (t.partial || !/^\p{L}$/u.test(t.word)),
  );
  const kept = meaningful.length > 0 ? meaningful : terms;
  return kept.filter((t, i) => kept.findIndex((o) => o.word === t.word) === i);
}

/** Whether a word of the text answers a term: the same word or stem, or the start of it. */
export function matchesTerm(word: string, term: SearchTerm): boolean {
  return (
    word === term.word || stemOf(word) === term.stem || (term.partial && word.startsWith(term.word))
  );
}

/** Whether any word of `words` answers `term`. */
export function hasTerm(words: readonly TextWord[], term: SearchTerm): boolean {
  return words.some((w) => matchesTerm(w.word, term));
}
