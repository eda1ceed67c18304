import { DATING } from '../../../../shared/constants';
import type { DeckCard } from '../../../../shared/schemas/dating';

/**
 * The deck as the page holds it between loads: the cards not swiped yet, in the order shown,
 * and whether the server may have more people behind them. It answers at most a deck's worth
 * (`DATING.deckSize`) a call, so a full answer may have more behind it and a short one has not.
 */
export interface HeldDeck {
  cards: DeckCard[];
  more: boolean;
}

export function heldDeck(cards: DeckCard[]): HeldDeck {
  return { cards, more: cards.length >= DATING.deckSize };
}

/**
 * A further answer of the deck, added to the cards held. The server answers the first people of
 * its queue not swiped yet, so it repeats the ones still held, and a swipe still on its way may
 * not have reached it: only people neither held nor swiped are added, after the held ones, whose
 * order stays as it is on screen. An answer that adds nobody means there is nobody more.
 */
export function withNextDeck(
  held: HeldDeck,
  next: DeckCard[],
  swiped: ReadonlySet<string>,
): HeldDeck {
  const known = new Set(held.cards.map((c) => c.id));
  const added = next.filter((c) => !known.has(c.id) && !swiped.has(c.id));
  return {
    cards: added.length > 0 ? [...held.cards, ...added] : held.cards,
    more: added.length > 0 && next.length >= DATING.deckSize,
  };
}

export function withoutCard(held: HeldDeck, id: string): HeldDeck {
  return { ...held, cards: held.cards.filter((c) => c.id !== id) };
}

/** A card whose swipe failed goes back on top. */
export function withCardBack(held: HeldDeck, card: DeckCard): HeldDeck {
  return { ...held, cards: [card, ...held.cards.filter((c) => c.id !== card.id)] };
}
