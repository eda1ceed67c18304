import { describe, expect, it } from 'vitest';
import { FAQ, FAQ_CATEGORIES, type FaqEntry } from '../catalog/faq';
import { answerSnippet, markedParts, searchFaq, searchTerms } from './faq-search';

const entry = (id: string, category: FaqEntry['category'], question: string, answer: string) => ({
  id,
  category,
  question,
  answer,
});

const SAMPLE: FaqEntry[] = [
  entry('a', 'Pet Care', 'How do I feed my pet?', 'Tap Feed on Home.'),
  entry('b', 'Pet Care', 'Why is my pet sleeping?', 'Its Energy is low.'),
  entry('c', 'Coins & Shop', 'What can I buy?', 'Energy boosts and food.'),
  entry('d', 'Game Mechanics', 'How do levels work?', 'XP makes levels.'),
];

describe('searchFaq', () => {
  it('returns every entry, grouped in all 8 categories, for a blank query', () => {
    for (const q of ['', '   ', '\n\t']) {
      const r = searchFaq(FAQ, q);
      expect(r.searching).toBe(false);
      expect(r.total).toBe(FAQ.length);
      expect(r.groups.map((g) => g.category)).toEqual(FAQ_CATEGORIES.map((c) => c.name));
      expect(r.groups.flatMap((g) => g.entries)).toEqual([...FAQ]);
    }
  });

  it('is case-insensitive', () => {
    const lower = searchFaq(SAMPLE, 'energy');
    const upper = searchFaq(SAMPLE, 'ENERGY');
    const mixed = searchFaq(SAMPLE, '  eNeRgY ');
    expect(lower.total).toBe(2);
    expect(upper).toEqual(lower);
    expect(mixed).toEqual(lower);
  });

  it('matches in the question, in the answer and in the category', () => {
    expect(searchFaq(SAMPLE, 'sleeping').groups.flatMap((g) => g.entries.map((e) => e.id))).toEqual(
      ['b'],
    );
    expect(searchFaq(SAMPLE, 'boosts').groups.flatMap((g) => g.entries.map((e) => e.id))).toEqual([
      'c',
    ]);
    expect(
      searchFaq(SAMPLE, 'mechanics').groups.flatMap((g) => g.entries.map((e) => e.id)),
    ).toEqual(['d']);
    // 'shop' is only in the category name of c.
    expect(searchFaq(SAMPLE, 'shop').total).toBe(1);
  });

  it('groups equally good matches by category in category order and counts entries, not groups', () => {
    const r = searchFaq(SAMPLE, 'energy');
    expect(r.searching).toBe(true);
    expect(r.total).toBe(2);
    expect(r.groups.map((g) => [g.category, g.entries.map((e) => e.id)])).toEqual([
      ['Pet Care', ['b']],
      ['Coins & Shop', ['c']],
    ]);
    const pet = searchFaq(SAMPLE, 'pet');
    expect(pet.total).toBe(2);
    expect(pet.groups).toHaveLength(1);
    expect(pet.groups[0]!.id).toBe('pet-care');
  });

  it('finds the entries with every word of a multi-word query, in any order', () => {
    expect(
      searchFaq(SAMPLE, 'energy food').groups.flatMap((g) => g.entries.map((e) => e.id)),
    ).toEqual(['c']);
    expect(searchFaq(SAMPLE, 'food energy').total).toBe(1);
  });

  it('when no entry has every word, finds those that have the most', () => {
    const ids = (q: string) =>
      searchFaq(SAMPLE, q).groups.flatMap((g) => g.entries.map((e) => e.id));
    expect(ids('energy zebra')).toEqual(['b', 'c']);
    expect(ids('low energy food zebra')).toEqual(['b', 'c']);
    expect(ids('energy boosts zebra')).toEqual(['c']);
  });

  it('reads a question for what it asks about, and other forms of its words', () => {
    const ids = (q: string) =>
      searchFaq(SAMPLE, q).groups.flatMap((g) => g.entries.map((e) => e.id));
    // "How do I ... my" frame the question; 'feed' and 'pet' are what it is about.
    expect(ids('How do I feed my pet?')).toEqual(['a']);
    expect(ids('feeding')).toEqual(['a']);
    expect(ids('pets sleep')).toEqual(['b']);
    expect(ids('level')).toEqual(['d']);
    // Only the word being typed matches the start of a word: 'ener' finds energy, 'ener ' not.
    expect(ids('ener')).toEqual(['b', 'c']);
    expect(ids('ener ')).toEqual([]);
    // A query of frame words alone still searches with them.
    expect(ids('how')).toEqual(['a', 'd']);
  });

  it('answers real questions from the real FAQ', () => {
    const questions = (q: string) =>
      searchFaq(FAQ, q).groups.flatMap((g) => g.entries.map((e) => e.id));
    expect(questions('how do super likes work')).toContain('swipe-and-super-like');
    expect(questions('notifications not working')).toContain('not-updating');
    expect(questions('how do I feed my pet')).toContain('care-actions');
    expect(questions('forgot password')).toEqual(['forgot-password']);
    expect(questions('unmatch')).toEqual(['unmatch']);
    expect(questions('how can I remove a match?')).toContain('unmatch');
  });

  it('lists the best answers first: the words in the question, then in the category', () => {
    const sample = [
      entry('tips', 'Getting Started', 'What should I do first?', 'Feed your pet every day.'),
      entry('feed', 'Pet Care', 'How do I feed my pet?', 'Tap Feed on Home.'),
      entry('food', 'Coins & Shop', 'What food can I buy?', 'Food to feed your pet.'),
      entry('care', 'Pet Care', 'What does care do?', 'Feed, play, groom, train.'),
    ];
    const r = searchFaq(sample, 'feed');
    // 'feed' is in one question: its group comes first, then the others in category order.
    expect(r.groups.map((g) => [g.id, g.entries.map((e) => e.id)])).toEqual([
      ['pet-care', ['feed', 'care']],
      ['getting-started', ['tips']],
      ['coins-shop', ['food']],
    ]);
    // Equally good answers keep the FAQ's order; the category counts after the question.
    expect(searchFaq(sample, 'pet').groups.flatMap((g) => g.entries.map((e) => e.id))).toEqual([
      'feed',
      'care',
      'tips',
      'food',
    ]);
  });

  it('puts a whole word in the question before the start of one while the word is typed', () => {
    const sample = [
      entry('free', 'Getting Started', 'Is Petmatch free?', 'Yes.'),
      entry('adopt', 'Coins & Shop', 'How do I adopt another pet?', 'From My Pet.'),
    ];
    // 'pet' still being typed matches 'Petmatch' too, but 'pet' itself answers better.
    expect(searchFaq(sample, 'pet').groups.flatMap((g) => g.entries.map((e) => e.id))).toEqual([
      'adopt',
      'free',
    ]);
  });

  it('of two answers with the same words, puts first the one framed like the question', () => {
    const sample = [
      entry('history', 'Pet Care', 'Where can I see what I did?', 'In the activity log.'),
      entry('messaging', 'Dating & Matching', 'Who can I message?', 'Your matches.'),
      entry('public', 'Account & Profile', 'What can others see about me?', 'Your profile.'),
    ];
    // 'see' is the only word looked for; 'can' and 'me' decide which answer reads as the answer,
    // and a question with the frame alone is not found.
    const ids = searchFaq(sample, 'who can see me').groups.flatMap((g) =>
      g.entries.map((e) => e.id),
    );
    expect(ids).toEqual(['public', 'history']);
  });

  it("finds the FAQ's word for what people call something else", () => {
    const ids = (q: string) => searchFaq(FAQ, q).groups.flatMap((g) => g.entries.map((e) => e.id));
    expect(ids('how do I get money')[0]).toBe('earning-coins');
    expect(ids('pictures')[0]).toBe('photos');
    expect(ids('chat')[0]).toBe('messaging');
    expect(ids('cancel my account')[0]).toBe('delete-account');
    expect(ids('change my location')[0]).toBe('edit-profile');
    expect(ids('where do my coins go')[0]).toBe('coin-history');
    expect(ids('what can I spend coins on')[0]).toBe('shop-items');
    // A word of trouble lists the Technical Issues answers.
    const bug = searchFaq(FAQ, 'bug');
    expect(bug.groups.map((g) => g.id)).toEqual(['technical-issues']);
    expect(bug.total).toBe(FAQ.filter((e) => e.category === 'Technical Issues').length);
    // One way only: the FAQ's own word does not find the other ('coins' is not 'money').
    expect(searchTerms('coins')[0]!.also).toEqual([]);
  });

  it('finds nothing for nonsense, with no groups', () => {
    const r = searchFaq(FAQ, 'qwertyzzz');
    expect(r).toEqual({ groups: [], total: 0, searching: true });
  });

  it('finds the real energy questions in the real FAQ', () => {
    const r = searchFaq(FAQ, 'Energy');
    expect(r.total).toBeGreaterThanOrEqual(4);
    expect(r.groups.flatMap((g) => g.entries.map((e) => e.id))).toContain('energy');
    for (const e of r.groups.flatMap((g) => g.entries)) {
      expect(`${e.question} ${e.answer} ${e.category}`.toLowerCase()).toContain('energy');
    }
  });
});

describe('searchTerms', () => {
  it('splits into lower-cased words and drops the words that frame a question', () => {
    expect(searchTerms('  Super   LIKE\t').map((t) => t.word)).toEqual(['super', 'like']);
    expect(searchTerms('How do I feed my pets?').map((t) => t.word)).toEqual(['feed', 'pets']);
    expect(searchTerms('')).toEqual([]);
  });

  it('reads a word with an apostrophe, straight or curly, as one word', () => {
    // "don't" frames the question; it used to be "don" (looked for) and "t".
    expect(searchTerms("why don't I see").map((t) => t.word)).toEqual(['see']);
    expect(searchTerms('why doesn’t it load').map((t) => t.word)).toEqual(['load']);
    expect(searchTerms("my pet's stats").map((t) => t.stem)).toEqual(['pet', 'stat']);
  });

  it("knows the FAQ's word for a word people use instead, in any of its forms", () => {
    expect(searchTerms('money')[0]!.also).toEqual(['coin']);
    expect(searchTerms('pictures')[0]!.also).toEqual(['photo']);
    expect(searchTerms('feed')[0]!.also).toEqual([]);
  });

  it('keeps the last word open only while it is being typed', () => {
    expect(searchTerms('feed pe').map((t) => t.partial)).toEqual([false, true]);
    expect(searchTerms('feed pe ').map((t) => t.partial)).toEqual([false, false]);
  });
});

describe('markedParts', () => {
  it('marks the words that answer the search, synonyms included', () => {
    expect(markedParts('How do I earn coins?', searchTerms('money'))).toEqual([
      { text: 'How do I earn ', marked: false },
      { text: 'coins', marked: true },
      { text: '?', marked: false },
    ]);
  });
});

describe('answerSnippet', () => {
  const answer =
    'Every care action uses 5 energy. Feed, groom and train each pay 5 coins, and a daily challenge pays 50 coins when it is done.';

  it('is null when the question already shows every word', () => {
    expect(answerSnippet('How do I earn coins?', answer, searchTerms('coins'))).toBeNull();
    expect(answerSnippet('How do I earn coins?', answer, searchTerms(''))).toBeNull();
  });

  it('shows the words around the first match the question lacks, cut at word boundaries', () => {
    const snippet = answerSnippet('What does care cost?', answer, searchTerms('coins'), 30);
    expect(snippet).toContain('coins');
    expect(snippet).toMatch(/^…\S/);
    expect(snippet).toMatch(/\S…$/);
    // Whole words only: every word of the snippet is a word of the answer.
    for (const word of snippet!.replace(/…/g, '').split(' ')) {
      expect(answer.split(' ')).toContain(word);
    }
  });

  it('needs no ellipsis at the start when the match is near it', () => {
    expect(answerSnippet('Care', answer, searchTerms('every'))).toMatch(/^Every care action/);
  });
});
