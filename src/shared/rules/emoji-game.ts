import { GAME } from '../constants';
import {
  EMOJI_SETS,
  EMOJI_SET_NAMES,
  GAME_BACKGROUNDS,
  type EmojiSetName,
  type GameBackground,
} from '../catalog/emoji-sets';

/**
 * The emoji match game as a pure state machine (spec section 4 "Emoji game"): two cards open at a
 * time, a pair is judged later (the UI waits GAME.judgeDelayMs), moves count once per two flips.
 */
export interface MemoryCard {
  id: number;
  emoji: string;
  matched: boolean;
}

export type GamePhase = 'intro' | 'playing' | 'complete';

export interface GameState {
  phase: GamePhase;
  set: EmojiSetName;
  background: GameBackground;
  cards: MemoryCard[];
  /** Indices of face-up cards waiting to be judged (0, 1 or 2). */
  open: number[];
  moves: number;
}

/** Random source in [0, 1); injectable so tests are repeatable. */
export type Random = () => number;

function pick<T>(list: readonly T[], random: Random): T {
  return list[Math.floor(random() * list.length)] as T;
}

export function shuffle<T>(list: T[], random: Random): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** A new game: one random set, 8 of its emojis as pairs, shuffled; one random background. */
export function newGame(random: Random = Math.random): GameState {
  const set = pick(EMOJI_SET_NAMES, random);
  const chosen = shuffle([...EMOJI_SETS[set]], random).slice(0, GAME.pairs);
  const cards = shuffle([...chosen, ...chosen], random).map((emoji, id) => ({
    id,
    emoji,
    matched: false,
  }));
  return {
    phase: 'intro',
    set,
    background: pick(GAME_BACKGROUNDS, random),
    cards,
    open: [],
    moves: 0,
  };
}

export function startGame(state: GameState): GameState {
  return state.phase === 'intro' ? { ...state, phase: 'playing' } : state;
}

/** Can this card be turned now? Not a third card, not a matched or already open one. */
export function canFlip(state: GameState, index: number): boolean {
  const card = state.cards[index];
  return (
    state.phase === 'playing' &&
    !!card &&
    !card.matched &&
    state.open.length < 2 &&
    !state.open.includes(index)
  );
}

export function flipCard(state: GameState, index: number): GameState {
  if (!canFlip(state, index)) return state;
  const open = [...state.open, index];
  return { ...state, open, moves: open.length === 2 ? state.moves + 1 : state.moves };
}

/** Judges two open cards: a pair stays matched, a mismatch turns back. The last pair completes. */
export function judgeOpenPair(state: GameState): GameState {
  if (state.open.length !== 2) return state;
  const [a, b] = state.open as [number, number];
  const isPair = state.cards[a]?.emoji === state.cards[b]?.emoji;
  if (!isPair) return { ...state, open: [] };
  const cards = state.cards.map((c, i) => (i === a || i === b ? { ...c, matched: true } : c));
  const complete = cards.every((c) => c.matched);
  return { ...state, cards, open: [], phase: complete ? 'complete' : state.phase };
}

export function matchedPairs(state: GameState): number {
  return state.cards.filter((c) => c.matched).length / 2;
}

/** PRODUCT_RULES.md 4: won in 12 moves or fewer is a perfect match (+20), else a good try (+5). */
export function gameReward(result: { won: boolean; moves: number }): {
  kind: 'perfect' | 'good';
  happiness: number;
} {
  return result.won && result.moves <= GAME.perfectMaxMoves
    ? { kind: 'perfect', happiness: GAME.perfectHappiness }
    : { kind: 'good', happiness: GAME.goodTryHappiness };
}

export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
