import { describe, expect, it } from 'vitest';
import { GAME } from '../../../shared/constants';
import {
  flipCard,
  judgeOpenPair,
  newGame,
  startGame,
  type GameState,
} from '../../../shared/rules/emoji-game';
import { cheerFor, perfectMatchOutlook } from './cheer';

const started = () => startGame(newGame(() => 0.42));

/** Indexes of two cards with the same emoji, and of two with different ones. */
function pairAndMiss(state: GameState) {
  const first = state.cards[0]!.emoji;
  const partner = state.cards.findIndex((c, i) => i > 0 && c.emoji === first);
  const other = state.cards.findIndex((c) => c.emoji !== first);
  return { pair: [0, partner] as const, miss: [0, other] as const };
}

function play(state: GameState, [a, b]: readonly [number, number]) {
  return flipCard(flipCard(state, a), b);
}

describe('cheerFor', () => {
  it('greets the start, and says nothing before a game or while one card is open', () => {
    expect(cheerFor(newGame(), 'Pixel')).toBeNull();
    expect(cheerFor(started(), 'Pixel')).toEqual({
      kind: 'start',
      text: `Pixel is watching. Find the ${GAME.pairs} pairs!`,
    });
    expect(cheerFor(flipCard(started(), 0), 'Pixel')).toBeNull();
  });

  it('calls a pair and counts what is left, the moment the second card turns', () => {
    const state = started();
    const { pair, miss } = pairAndMiss(state);
    expect(cheerFor(play(state, pair), 'Pixel')).toEqual({
      kind: 'pair',
      text: `A pair! ${GAME.pairs - 1} pairs to go.`,
    });
    expect(cheerFor(play(state, miss), 'Pixel')).toEqual({
      kind: 'miss',
      text: 'Not a pair. Remember where they were!',
    });
  });

  it('calls the last pair the last', () => {
    let state = started();
    // Match every pair but one, then open the last.
    const byEmoji = new Map<string, number[]>();
    state.cards.forEach((c, i) => byEmoji.set(c.emoji, [...(byEmoji.get(c.emoji) ?? []), i]));
    const pairs = [...byEmoji.values()] as [number, number][];
    for (const pair of pairs.slice(0, -1)) state = judgeOpenPair(play(state, pair));
    expect(cheerFor(play(state, pairs.at(-1)!), 'Pixel')).toEqual({
      kind: 'pair',
      text: 'That was the last pair! 🎉',
    });
  });
});

describe('perfectMatchOutlook', () => {
  it('counts down the moves a perfect match has left, until it is out of reach', () => {
    let state = started();
    expect(perfectMatchOutlook(state)).toBe(
      `Perfect match: ${GAME.pairs} pairs in ${GAME.perfectMaxMoves} moves`,
    );
    const { miss } = pairAndMiss(state);
    const spare = GAME.perfectMaxMoves - GAME.pairs;
    for (let i = 0; i < spare; i += 1) state = judgeOpenPair(play(state, miss));
    // Every move left is needed now: one miss more and it is gone.
    expect(perfectMatchOutlook(state)).toBe(
      `Perfect match: ${GAME.pairs} pairs in ${GAME.pairs} moves`,
    );
    state = judgeOpenPair(play(state, miss));
    expect(perfectMatchOutlook(state)).toBe('Any finish is still a good try');
  });
});
