import type { DataRouter } from 'react-router';
import { inputTime } from './input-time';

/**
 * A double tap on something that moves the app on must act once. The control ignores its own
 * second tap only while it is still there; once the next screen, step or dialog has rendered,
 * which on a phone takes less than a double tap's gap, the second tap lands on whatever it put
 * under the finger: a shop dialog's Buy, Mark all read under the bell, the photo picker, a
 * header's Back a second time. So after a tap moves the app on, a tap at the same spot soon after
 * is taken as the rest of the double tap and swallowed before the page sees it. Taps are judged
 * by when the finger made them (the event's timeStamp), not by when a busy page got to them, as
 * the deck's buttons are (`use-tap-guard.ts`).
 */

/** A double tap's second tap comes within this of the first (Android's limit is 300 ms). */
export const SECOND_TAP_MS = 400;
/** ... and about a fingertip from it. */
export const SECOND_TAP_SLOP_PX = 48;
/**
 * A move is the tap's doing if it starts this soon after the tap reached the page: a link moves at
 * once, Back once the browser answers with its popstate (a few ms, more on a busy phone).
 */
const TAP_MOVE_MS = 150;

export interface Tap {
  x: number;
  y: number;
  /** When the finger made it, on the page's clock. */
  at: number;
}

/** The shield's rules, apart from the DOM so they can be tested on their own. */
export function createSecondTapShield(now: () => number) {
  let lastTap: (Tap & { handledAt: number }) | null = null;
  let armed: Tap | null = null;

  return {
    /** A tap reached the page (not swallowed): it may be the one that moves the screen on. */
    tapped: (tap: Tap) => {
      lastTap = { ...tap, handledAt: now() };
    },
    /**
     * The app moved on. When the tap being handled moved it, shield its second half; any other
     * move (the phone's Back, an answer that closes a dialog) comes between two taps, which are
     * then no double tap.
     */
    movedOn: () => {
      armed = lastTap && now() - lastTap.handledAt <= TAP_MOVE_MS ? lastTap : null;
    },
    /**
     * Whether `tap` is the second half of the double tap that moved the screen on. Only the next
     * tap can be: one elsewhere, or too late, ends the double tap.
     */
    swallows: (tap: Tap): boolean => {
      if (!armed) return false;
      const close = Math.hypot(tap.x - armed.x, tap.y - armed.y) <= SECOND_TAP_SLOP_PX;
      if (close && tap.at - armed.at < SECOND_TAP_MS) return true;
      armed = null;
      return false;
    },
  };
}

const shield = createSecondTapShield(() => performance.now());
// Every part of a tap: a swallowed tap must not focus, open a picker or click.
const TAP_EVENTS = ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click'] as const;

function onTapEvent(event: MouseEvent) {
  const tap = { x: event.clientX, y: event.clientY, at: inputTime(event.timeStamp) };
  if (shield.swallows(tap)) {
    event.preventDefault();
    event.stopImmediatePropagation();
    return;
  }
  // Only a pointer's click can be doubled (a key's Enter or Space clicks with `detail` 0).
  if (event.type === 'click' && event.detail > 0) shield.tapped(tap);
}

type NavigatingRouter = Pick<DataRouter, 'state' | 'subscribe'>;

/** Where the router is, and where it is going when the next screen is still loading ('' if not). */
function placeOf({ location, navigation }: NavigatingRouter['state']) {
  return { location: location.key, pending: navigation.location?.key ?? '' };
}

/**
 * Calls `onMove` once for each navigation of `router`, as it starts, and not on the router's other
 * changes (a loader's data, a fetcher). A navigation shows first as pending when the next screen
 * is still loading, then lands there; else it lands at once.
 */
export function onNavigation(router: NavigatingRouter, onMove: () => void): () => void {
  let seen = placeOf(router.state);
  return router.subscribe((state) => {
    const now = placeOf(state);
    const started = now.pending !== '' && now.pending !== seen.pending;
    const landedAtOnce = now.location !== seen.location && now.location !== seen.pending;
    seen = now;
    if (started || landedAtOnce) onMove();
  });
}

/**
 * Shields the second tap of every tap that moves the app on: to another address, a wizard's step
 * or a dialog's history entry (`dialog-entry.ts`), each of which is a navigation of `router`. The
 * listeners go on the window, ahead of every other. Answers the function that stops it.
 * Call it from an effect inside the RouterProvider: a subscriber added before the provider's own
 * keeps the provider from hearing that the first screen's loaders are done, and the app stays on
 * its splash (react-router #15527).
 */
export function shieldSecondTaps(router: NavigatingRouter): () => void {
  for (const type of TAP_EVENTS) window.addEventListener(type, onTapEvent, { capture: true });
  const stopWatching = onNavigation(router, shield.movedOn);
  return () => {
    stopWatching();
    for (const type of TAP_EVENTS) window.removeEventListener(type, onTapEvent, { capture: true });
  };
}
