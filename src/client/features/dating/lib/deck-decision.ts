import type { SwipeDirection } from '../../../../shared/schemas/dating';

/** A Pass or Like tapped on a profile opened from the deck, for the deck to play on return. */
interface DeckDecision {
  id: string;
  direction: SwipeDirection;
  at: number;
}

/** Longer than a step back takes; a decision the deck has not taken by then is dropped. */
const FRESH_MS = 10_000;

let pending: DeckDecision | null = null;

/** Router state of a profile opened from the deck's card: it offers Pass and Like. */
export const FROM_DECK_STATE = { fromDeck: true } as const;

export function isFromDeck(state: unknown): boolean {
  return (state as { fromDeck?: unknown } | null)?.fromDeck === true;
}

export function decideFromProfile(id: string, direction: SwipeDirection) {
  pending = { id, direction, at: Date.now() };
}

/**
 * The decision for the card on top, once: the deck swipes it as if its own button had been
 * tapped (the same flight, the same request). Any other pending decision is dropped, so a
 * profile left some other way never swipes a card later.
 */
export function takeDeckDecision(topId: string): SwipeDirection | undefined {
  const decision = pending;
  pending = null;
  if (!decision || decision.id !== topId || Date.now() - decision.at > FRESH_MS) return undefined;
  return decision.direction;
}
