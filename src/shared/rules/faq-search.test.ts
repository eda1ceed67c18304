import { describe, expect, it } from 'vitest';
import { FAQ, FAQ_CATEGORIES, type FaqEntry } from '../catalog/faq';
import { answerSnippet, searchFaq, searchTerms } from './faq-search';

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

  it('groups matches by category in category order and counts entries, not groups', () => {
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

  it('needs every word of a multi-word query, in any order', () => {
    expect(
      searchFaq(SAMPLE, 'energy food').groups.flatMap((g) => g.entries.map((e) => e.id)),
    ).toEqual(['c']);
    expect(searchFaq(SAMPLE, 'food energy').total).toBe(1);
    expect(searchFaq(SAMPLE, 'energy zebra').total).toBe(0);
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
  it('splits on whitespace and lower-cases', () => {
    expect(searchTerms('  Super   LIKE\t')).toEqual(['super', 'like']);
    expect(searchTerms('')).toEqual([]);
  });
});

describe('answerSnippet', () => {
  const answer =
    'Every care action uses 5 energy. Feed, groom and train each pay 5 coins, and a daily challenge pays 50 coins when it is done.';

  it('is null when the question already shows every word', () => {
    expect(answerSnippet('How do I earn coins?', answer, ['coins'])).toBeNull();
    expect(answerSnippet('How do I earn coins?', answer, [])).toBeNull();
  });

  it('shows the words around the first match the question lacks, cut at word boundaries', () => {
    const snippet = answerSnippet('What does care cost?', answer, ['coins'], 30);
    expect(snippet).toContain('coins');
    expect(snippet).toMatch(/^…\S/);
    expect(snippet).toMatch(/\S…$/);
    // Whole words only: every word of the snippet is a word of the answer.
    for (const word of snippet!.replace(/…/g, '').split(' ')) {
      expect(answer.split(' ')).toContain(word);
    }
  });

  it('needs no ellipsis at the start when the match is near it', () => {
    expect(answerSnippet('Care', answer, ['every'])).toMatch(/^Every care action/);
  });
});
