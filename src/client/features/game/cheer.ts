import { GAME } from '../../../shared/constants';
import { type GameState, matchedPairs } from '../../../shared/rules/emoji-game';

const pairsText = (n: number) => (n === 1 ? '1 pair' : `${n} pairs`);
const movesText = (n: number) => (n === 1 ? '1 move' : `${n} moves`);

/** What the pet says, and what happened to make it say so (a pair makes it jump). */
export interface Cheer {
  kind: 'start' | 'pair' | 'miss';
  text: string;
}

/**
 * What the pet says under the board when something happens: the game starting, or the two open
 * cards' verdict (known the moment the second card turns, before they are judged). Null between
 * those moments, when the last words stand.
 */
export function cheerFor(state: GameState, petName: string): Cheer | null {
  if (state.phase !== 'playing') return null;
  if (state.moves === 0 && state.open.length === 0) {
    return { kind: 'start', text: `${petName} is watching. Find the ${GAME.pairs} pairs!` };
  }
  if (state.open.length !== 2) return null;
  const [a, b] = state.open as [number, number];
  if (state.cards[a]!.emoji !== state.cards[b]!.emoji) {
    return { kind: 'miss', text: 'Not a pair. Remember where they were!' };
  }
  const left = GAME.pairs - matchedPairs(state) - 1;
  const text = left === 0 ? 'That was the last pair! 🎉' : `A pair! ${pairsText(left)} to go.`;
  return { kind: 'pair', text };
}

/**
 * Whether a perfect match (at most GAME.perfectMaxMoves moves) can still be reached, and in how
 * many more moves: every pair left takes at least one.
 */
export function perfectMatchOutlook(state: GameState): string {
  const movesLeft = GAME.perfectMaxMoves - state.moves;
  const pairsLeft = GAME.pairs - matchedPairs(state);
  return pairsLeft <= movesLeft
    ? `Perfect match: ${pairsText(pairsLeft)} in ${movesText(movesLeft)}`
    : 'Any finish is still a good try';
}
