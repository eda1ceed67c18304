import { stemmer } from 'stemmer';

/**
 * Word matching for the Help search: people type questions ("how do I feed my pet?") and other
 * forms of the FAQ's words ("feeding", "likes", "notifications"), so a query is cut into words,
 * the words that only frame a question are dropped, and each remaining word matches a word of
 * the text with the same stem (Porter's, from `stemmer`), or with the stem of the word the FAQ
 * uses for it (`SYNONYMS`). The last word may still be being typed, so it also matches words
 * that start with it.
 */
export interface SearchTerm {
  /** As typed, lower-cased. */
  word: string;
  stem: string;
  /** Stems of the words the FAQ uses for the same thing ("money" -> coin), from `SYNONYMS`. */
  also: readonly string[];
  /** The query's last word, still open: it matches the start of a word too ("ener" -> energy). */
  partial: boolean;
}

/** A word of a text, where it stands in it. */
export interface TextWord {
  word: string;
  start: number;
  end: number;
}

// A word may hold an apostrophe ("don't", "pet's", typed straight or curly); it is matched
// without it ("dont", "pets"), so "don't" is one frame word rather than "don" and "t".
const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;
const APOSTROPHES = /['’]/g;

/**
 * The words that frame a question and tell questions apart: who asks and of whom, and what kind
 * of question it is. Of two answers with the same words, the one framed like the query leads.
 */
const FRAMES = new Set(
  (
    'i im me my mine myself you your we us our how what whats why when where which who whom ' +
    'can could should would will shall may might must'
  ).split(' '),
);

/** The ways to say no: one frame word, whichever is typed ("not working", "why don't I see"). */
const NEGATIONS = new Set(
  (
    'no not never dont doesnt didnt isnt arent wasnt werent wont cant cannot couldnt shouldnt ' +
    'wouldnt hasnt havent'
  ).split(' '),
);

/** Words that frame a question rather than say what it is about. */
const FILLER = new Set([
  ...FRAMES,
  ...NEGATIONS,
  // Words in questions of every kind.
  ...(
    'a an the it its is are am was were be been being do does did done to of in on at for with ' +
    'from by about into and or but if so than then there here this that these those get gets ' +
    'getting got more much many some any please just really also have has had having ' +
    'need needs needed ' +
    // "how does matching work", "notifications not working": the frame, not the subject.
    'work works working'
  ).split(' '),
]);

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
 * Words people type for what the FAQ calls something else, each to the FAQ's word: a query word
 * also finds these ("money" finds Coins, "picture" finds photo, "bug" the Technical Issues). One
 * way only, so the FAQ's own words keep finding just themselves.
 */
const SYNONYMS: Record<string, string> = {
  money: 'coins',
  cash: 'coins',
  currency: 'coins',
  gold: 'coins',
  picture: 'photo',
  pic: 'photo',
  image: 'photo',
  selfie: 'photo',
  pfp: 'photo',
  chat: 'message',
  talk: 'message',
  text: 'message',
  dm: 'message',
  seen: 'read',
  experience: 'xp',
  old: 'age',
  young: 'age',
  location: 'city',
  town: 'city',
  go: 'went',
  gone: 'went',
  spend: 'buy',
  privacy: 'private',
  cancel: 'delete',
  deactivate: 'delete',
  erase: 'delete',
  hungry: 'hunger',
  starving: 'hunger',
  unfriend: 'unmatch',
  logout: 'log',
  log: 'sign',
  login: 'sign',
  signout: 'log',
  iphone: 'device',
  android: 'device',
  ios: 'device',
  mobile: 'device',
  phone: 'device',
  tablet: 'device',
  ipad: 'device',
  computer: 'device',
  laptop: 'device',
  desktop: 'device',
  pc: 'device',
  mac: 'device',
  browser: 'device',
  bug: 'technical',
  crash: 'technical',
  error: 'technical',
  glitch: 'technical',
  broken: 'technical',
  disable: 'off',
  off: 'out',
  silence: 'mute',
};

/** The same, by stem, so every form of a word counts ("pictures", "crashing"). */
const SYNONYM_STEMS = new Map(
  Object.entries(SYNONYMS).map(([word, faqWord]) => [stemOf(word), stemOf(faqWord)]),
);
function synonymsOf(stem: string): readonly string[] {
  const also = SYNONYM_STEMS.get(stem);
  return also === undefined ? [] : [also];
}

/**
 * The words of `text`, lower-cased, with their places in it (found in the text as written:
 * lower-casing can change a string's length, and the places mark the text as written).
 */
export function textWords(text: string): TextWord[] {
  return Array.from(text.matchAll(WORD), (m) => ({
    word: m[0].toLowerCase().replace(APOSTROPHES, ''),
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
  const terms = words.map(({ word }, i) => {
    const stem = stemOf(word);
    return { word, stem, also: synonymsOf(stem), partial: open && i === words.length - 1 };
  });
  // A single letter says nothing yet, unless it is the word being typed.
  const meaningful = terms.filter(
    (t) => !FILLER.has(t.word) && (t.partial || !/^\p{L}$/u.test(t.word)),
  );
  const kept = meaningful.length > 0 ? meaningful : terms;
  return kept.filter((t, i) => kept.findIndex((o) => o.word === t.word) === i);
}

/**
 * The frame of a question's words ("who", "can", "me" in "who can see me"), once each: `FRAMES`
 * as they are, and every way to say no as "not". It finds nothing, but of two answers with the
 * same words, the one whose question is framed like the query reads as its answer ("What can
 * other people see about me?").
 */
export function frameWords(words: readonly TextWord[]): ReadonlySet<string> {
  const frame = new Set<string>();
  for (const { word } of words) {
    if (NEGATIONS.has(word)) frame.add('not');
    else if (FRAMES.has(word)) frame.add(word);
  }
  return frame;
}

/**
 * Whether a word of the text is the term's word itself or the FAQ's word for it (a synonym),
 * rather than only another form of it ("name" for name, "buy" for spend; not "changed" for change).
 */
export function isWordFor(word: string, term: SearchTerm): boolean {
  return word === term.word || term.also.includes(stemOf(word));
}

/**
 * Whether a word of the text answers a term: the word or the FAQ's word for it (`isWordFor`),
 * another form of it (the same stem), or, while it is typed, a word it starts.
 */
export function matchesTerm(word: string, term: SearchTerm): boolean {
  return (
    isWordFor(word, term) ||
    (term.partial && word.startsWith(term.word)) ||
    stemOf(word) === term.stem
  );
}

/** Whether any word of `words` answers `term`. */
export function hasTerm(words: readonly TextWord[], term: SearchTerm): boolean {
  return words.some((w) => matchesTerm(w.word, term));
}
