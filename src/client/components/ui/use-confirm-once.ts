import { useEffect, useRef } from 'react';

/**
 * A confirm button that acts once per opening: a double tap lands both taps before React has
 * re-rendered the button as disabled, which bought an item twice. The guard lifts when the
 * dialog opens again, or when a request ends with the dialog still open (so it can be retried).
 */
export function useConfirmOnce<A extends unknown[]>(
  open: boolean,
  pending: boolean,
  confirm: (...args: A) => void,
): (...args: A) => void {
  const fired = useRef(false);
  const wasPending = useRef(pending);
  useEffect(() => {
    if (!open) fired.current = false;
  }, [open]);
  useEffect(() => {
    if (wasPending.current && !pending) fired.current = false;
    wasPending.current = pending;
  }, [pending]);
  return (...args: A) => {
    if (fired.current) return;
    fired.current = true;
    confirm(...args);
  };
}
