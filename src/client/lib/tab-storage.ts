/**
 * This tab's sessionStorage, for state that should survive a reload but not outlive the tab.
 * Storage can be disabled or full (private modes, quotas); every call then quietly does nothing,
 * because what is kept here is a convenience, never the only copy of anything.
 */
function tabStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readTabItem(key: string): string | null {
  try {
    return tabStorage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeTabItem(key: string, value: string): void {
  try {
    tabStorage()?.setItem(key, value);
  } catch {
    /* storage full or disabled */
  }
}

export function removeTabItem(key: string): void {
  try {
    tabStorage()?.removeItem(key);
  } catch {
    /* nothing stored */
  }
}
