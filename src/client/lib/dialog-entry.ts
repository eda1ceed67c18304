import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

interface DialogEntryState {
  dialog?: string;
}

/**
 * A dialog the phone's Back closes. Opening it adds a history entry (the same address, the
 * dialog's name in the entry's state), so Back leaves that entry and the dialog with it; closing
 * it any other way goes back off the entry, so no dead Back is left behind. The page stays where
 * it was scrolled (preventScrollReset; ScrollRestoration restores it on the way back).
 * `hasContent` says whether the dialog has something to show: arriving on its entry without it
 * (a reload, Forward) steps off the entry.
 */
export function useDialogEntry(name: string, hasContent: boolean) {
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as DialogEntryState | null;
  const isOpen = state?.dialog === name;
  // Read when called, not when the callback was made: an answer that closes the dialog may come
  // after Back has closed it already (it must not go back twice), and one that opens it may come
  // while it is open already (it must not add a second entry).
  const openNow = useRef(isOpen);
  useLayoutEffect(() => {
    openNow.current = isOpen;
  }, [isOpen]);
  const open = useCallback(() => {
    // Already open (a second match while one shows): the entry stays, only the content changes.
    if (openNow.current) return;
    openNow.current = true;
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { state: { ...state, dialog: name }, preventScrollReset: true },
    );
  }, [navigate, location.pathname, location.search, location.hash, state, name]);

  /** Closes the dialog; `then` runs once it is closed (say, to go to another page). */
  const close = useCallback(
    (then?: () => void) => {
      if (!openNow.current) {
        then?.();
        return;
      }
      openNow.current = false;
      // Once the step back has landed (a navigation of its own now would race it), even if this
      // page is gone by then: a blocked profile stops showing as soon as the block is answered.
      if (then) window.addEventListener('popstate', () => then(), { once: true });
      void navigate(-1);
    },
    [navigate],
  );

  const stale = isOpen && !hasContent;
  useEffect(() => {
    if (stale) close();
  }, [stale, close]);

  return { isOpen, open, close };
}

/**
 * A dialog about something (the match to dismiss, the item to buy) as a history entry: `ask`
 * opens it about `subject`, which reads null whenever the dialog is closed, Back included.
 * Only a dialog asked in this page's life shows: a reload on its entry steps off it.
 */
export function useDialogSubject<T>(name: string) {
  const [asked, setAsked] = useState<T | null>(null);
  const { isOpen, open, close } = useDialogEntry(name, asked !== null);
  const ask = useCallback(
    (subject: T) => {
      setAsked(subject);
      open();
    },
    [open],
  );
  /** For a Radix dialog's close (Escape, the overlay, Cancel); it is opened by `ask`. */
  const onOpenChange = useCallback(
    (next: boolean) => {
      if (!next) close();
    },
    [close],
  );
  return { subject: isOpen ? asked : null, ask, close, onOpenChange };
}

/** A dialog with nothing to be about (a yes/no question) as a history entry. */
export function useDialogFlag(name: string) {
  const { subject, ask, close, onOpenChange } = useDialogSubject<true>(name);
  const open = useCallback(() => ask(true), [ask]);
  return { isOpen: subject !== null, open, close, onOpenChange };
}
