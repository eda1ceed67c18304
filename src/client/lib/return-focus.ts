import { useRef } from 'react';

/**
 * Focus back where it was when a Radix dialog opened (the button that asked for it). These
 * dialogs are opened by the app, not by a Radix trigger, and Radix would otherwise leave a
 * keyboard user on the page's body. When that button is gone by then (its row was deleted),
 * `focusAfter` names where focus goes instead. Spread the answer on `RadixDialog.Content`.
 */
export function useReturnFocus(focusAfter?: () => HTMLElement | null | undefined) {
  const returnFocusTo = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      const active = document.activeElement;
      returnFocusTo.current = active instanceof HTMLElement ? active : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const opener = returnFocusTo.current;
      const target = opener?.isConnected && opener !== document.body ? opener : focusAfter?.();
      if (target) {
        event.preventDefault();
        target.focus();
      }
    },
  };
}
