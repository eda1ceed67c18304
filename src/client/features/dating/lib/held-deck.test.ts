import { describe, expect, it } from 'vitest';
import { DATING } from '../../../../shared/constants';
import type { DeckCard } from '../../../../shared/schemas/dating';
import { heldDeck, withCardBack, withNextDeck, withoutCard } from './held-deck';

const card = (id: string) => ({ id, displayName: id }) as DeckCard;
const people = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => card(`${prefix}${i}`));
const ids = (deck: { cards: DeckCard[] }) => deck.cards.map((c) => c.id);

describe('the deck the page holds', () => {
  it('expects more people only behind a full deck', () => {
    expect(heldDeck(people('a', DATING.deckSize)).more).toBe(true);
    expect(heldDeck(people('a', DATING.deckSize - 1)).more).toBe(false);
    expect(heldDeck([]).more).toBe(false);
  });

  it('adds the next answer after the cards still held, without repeating them', () => {
    const held = { cards: people('a', 3), more: true };
    // The server repeats the three not swiped yet, then 17 new people.
    const next = [...people('a', 3), ...people('b', DATING.deckSize - 3)];
    const after = withNextDeck(held, next, new Set());
    expect(ids(after)).toEqual([...ids(held), ...people('b', 17).map((c) => c.id)]);
    expect(after.more).toBe(true);
  });

  it('keeps the order on screen when the answer puts someone new first', () => {
    const held = { cards: [card('a0'), card('a1')], more: true };
    const after = withNextDeck(held, [card('superLiker'), card('a1'), card('a0')], new Set());
    expect(ids(after)).toEqual(['a0', 'a1', 'superLiker']);
  });

  it('leaves out people swiped whose swipe had not reached the server yet', () => {
    const held = { cards: [card('a2')], more: true };
    const after = withNextDeck(held, [card('a1'), card('a2'), card('b0')], new Set(['a1']));
    expect(ids(after)).toEqual(['a2', 'b0']);
  });

  it('stops asking once an answer is short or brings nobody new', () => {
    const held = { cards: people('a', 2), more: true };
    expect(withNextDeck(held, [...people('a', 2), card('b0')], new Set()).more).toBe(false);
    const nobodyNew = withNextDeck(held, people('a', 2), new Set());
    expect(nobodyNew).toEqual({ cards: held.cards, more: false });
  });

  it('takes a swiped card out, and puts it back on top when its swipe failed', () => {
    const held = { cards: people('a', 3), more: false };
    const swiped = withoutCard(held, 'a0');
    expect(ids(swiped)).toEqual(['a1', 'a2']);
    expect(ids(withCardBack(swiped, card('a0')))).toEqual(['a0', 'a1', 'a2']);
    expect(ids(withCardBack(held, card('a0')))).toEqual(['a0', 'a1', 'a2']);
  });
});
