import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
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

  const close = useCallback(() => {
    if (!openNow.current) return;
    openNow.current = false;
    void navigate(-1);
  }, [navigate]);

  const stale = isOpen && !hasContent;
  useEffect(() => {
    if (stale) close();
  }, [stale, close]);

  return { isOpen, open, close };
}
