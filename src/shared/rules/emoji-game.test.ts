import { describe, expect, it } from 'vitest';
import { GAME } from '../constants';
import { EMOJI_SETS } from '../catalog/emoji-sets';
import {
  canFlip,
  flipCard,
  formatDuration,
  gameReward,
  judgeOpenPair,
  matchedPairs,
  newGame,
  startGame,
  type GameState,
} from './emoji-game';

/** A repeatable random source. */
function seeded(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1664525 + 1013904223) % 4294967296;
    return s / 4294967296;
  };
}

function pairIndices(state: GameState): [number, number][] {
  const byEmoji = new Map<string, number[]>();
  state.cards.forEach((c, i) => byEmoji.set(c.emoji, [...(byEmoji.get(c.emoji) ?? []), i]));
  return [...byEmoji.values()].map((ix) => [ix[0]!, ix[1]!]);
}

describe('emoji game', () => {
  it('deals 8 pairs from one set of 12 on a 4x4 board', () => {
    for (let seed = 1; seed < 30; seed++) {
      const game = newGame(seeded(seed));
      expect(game.cards).toHaveLength(GAME.gridSize * GAME.gridSize);
      const set = EMOJI_SETS[game.set] as readonly string[];
      expect(game.cards.every((c) => set.includes(c.emoji))).toBe(true);
      expect(pairIndices(game)).toHaveLength(GAME.pairs);
      expect(game.phase).toBe('intro');
    }
  });

  it('never puts two look-alike emojis in one set, so a pair is never a guess', () => {
    // Groups that render nearly the same at card size (checked in Noto Color Emoji).
    const lookAlikes = [
      ['⭐', '🌟', '🌠', '✨', '💫'],
      ['🏈', '🏉'],
      ['🎾', '🏸', '🥎'],
      ['🌙', '🌛', '🌜'],
      ['☀️', '🌞'],
      ['☁️', '🌥️'],
    ];
    for (const [name, set] of Object.entries(EMOJI_SETS)) {
      expect(new Set(set).size, name).toBe(set.length);
      for (const group of lookAlikes) {
        const found = set.filter((e) => group.includes(e));
        expect(found.length, `${name}: ${found.join(' ')}`).toBeLessThanOrEqual(1);
      }
    }
  });

  it('is repeatable with the same random source and varies with another', () => {
    expect(newGame(seeded(7))).toEqual(newGame(seeded(7)));
    expect(newGame(seeded(7)).cards).not.toEqual(newGame(seeded(8)).cards);
  });

  it('ignores flips before the game starts', () => {
    const game = newGame(seeded(1));
    expect(flipCard(game, 0)).toBe(game);
  });

  it('counts one move per two flips and never opens a third card', () => {
    let game = startGame(newGame(seeded(2)));
    const [[a, b], [c]] = pairIndices(game) as [[number, number], [number, number]];
    game = flipCard(game, a);
    expect(game.moves).toBe(0);
    expect(flipCard(game, a)).toBe(game); // the same card twice does nothing
    game = flipCard(game, c);
    expect(game.moves).toBe(1);
    expect(canFlip(game, b)).toBe(false);
    expect(flipCard(game, b)).toBe(game);
    game = judgeOpenPair(game); // mismatch turns back
    expect(game.open).toEqual([]);
    expect(matchedPairs(game)).toBe(0);
  });

  it('keeps a pair open, refuses to flip it again, and completes on the last pair', () => {
    let game = startGame(newGame(seeded(3)));
    const pairs = pairIndices(game);
    for (const [i, j] of pairs) {
      game = judgeOpenPair(flipCard(flipCard(game, i), j));
      expect(canFlip(game, i)).toBe(false);
    }
    expect(game.phase).toBe('complete');
    expect(game.moves).toBe(GAME.pairs);
    expect(matchedPairs(game)).toBe(GAME.pairs);
  });

  it('rewards a perfect match only when won within 12 moves', () => {
    expect(gameReward({ won: true, moves: 8 })).toEqual({ kind: 'perfect', happiness: 20 });
    expect(gameReward({ won: true, moves: 12 })).toEqual({ kind: 'perfect', happiness: 20 });
    expect(gameReward({ won: true, moves: 13 })).toEqual({ kind: 'good', happiness: 5 });
    expect(gameReward({ won: false, moves: 9 })).toEqual({ kind: 'good', happiness: 5 });
  });

  it('formats durations as m:ss', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(65.9)).toBe('1:05');
  });
});
