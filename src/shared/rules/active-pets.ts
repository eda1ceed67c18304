/*
 * "Cared for a pet lately" (PRODUCT_RULES 4, docs/rules.md "Dating"): fed, played with, groomed
 * or trained any pet in the last DATING.activePetWithinDays days. The deck's "active pets only"
 * filter reads it on the server; the empty deck tells the user when it hides them.
 */
import { DATING } from '../constants';

const DAY_MS = 86_400_000;

/** The start of the window at `now`. */
export function activeSince(now: Date): Date {
  return new Date(now.getTime() - DATING.activePetWithinDays * DAY_MS);
}

/** Whether someone who last cared for a pet at `caredAt` (null: never) counts since `since`. */
export function caredSince(caredAt: Date | string | null, since: Date): boolean {
  return caredAt !== null && new Date(caredAt) >= since;
}

/** When someone who last cared for a pet at `caredAt` stops counting as caring lately. */
export function activeUntil(caredAt: Date): number {
  return caredAt.getTime() + DATING.activePetWithinDays * DAY_MS;
}
