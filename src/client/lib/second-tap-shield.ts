import { useEffect } from 'react';
import { inputTime } from './input-time';

/**
 * A double tap on a button that moves the screen on (a wizard's Next) must act once. The button
 * ignores its own second tap only while it is still there; once the next step has rendered,
 * which on a phone takes less than a double tap's gap, the second tap lands on whatever the new
 * step put under the finger: the photo picker, a pet to choose, a checkbox. So after such a move,
 * a tap at the same spot soon after is taken as the rest of the double tap and swallowed before
 * the page sees it. Taps are judged by when the finger made them (the event's timeStamp), not by
 * when a busy page got to them, as the deck's buttons are (`use-tap-guard.ts`).
 */

/** A double tap's second tap comes within this of the first (Android's limit is 300 ms). */
export const SECOND_TAP_MS = 400;
/** ... and about a fingertip from it. */
export const SECOND_TAP_SLOP_PX = 48;
/** A move counts as made by the tap being handled if it comes this soon after the tap. */
const SAME_TASK_MS = 50;

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
    /** The screen moved on; when the tap being handled moved it, shield its second half. */
    movedOn: () => {
      if (lastTap && now() - lastTap.handledAt <= SAME_TASK_MS) armed = lastTap;
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
let listening = false;

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

/**
 * For a screen whose taps move it on: listens for taps (on the window, ahead of every other
 * listener) from its first render on, and answers the function to call when a tap's handler
 * moves the screen on. The same spot is then shielded for the rest of a double tap.
 */
export function useSecondTapShield(): () => void {
  useEffect(() => {
    if (listening) return;
    listening = true;
    for (const type of TAP_EVENTS) window.addEventListener(type, onTapEvent, { capture: true });
  }, []);
  return shield.movedOn;
}
