import { useCallback, useEffect } from 'react';

/**
 * Login and registration decide where a new session lands (login: /home or /onboarding by the
 * active pet; registration: /onboarding). While such a page finishes, the visitor-only guard
 * must not send the fresh session to /home first, so the page holds the guard's redirect until
 * it has navigated away (or the attempt failed).
 */
let held = false;

export function isSignInRedirectHeld(): boolean {
  return held;
}

export function useSignInRedirectHold() {
  const hold = useCallback(() => {
    held = true;
  }, []);
  const release = useCallback(() => {
    held = false;
  }, []);
  // Leaving the page (the page's own navigation) ends the hold.
  useEffect(() => release, [release]);
  return { hold, release };
}
