import { STORAGE_KEYS } from '../../shared/constants';

/** localStorage access that never throws (private mode, disabled storage). */
export const storage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      /* storage unavailable: the session lasts for this tab only */
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      /* nothing to remove */
    }
  },
};

/** A stored JSON value, or null when there is none or it is not JSON (written by hand, cut off). */
export function parseStoredJson(raw: string | null): unknown {
  try {
    return raw === null ? null : JSON.parse(raw);
  } catch {
    return null;
  }
}

export const getStoredToken = () => storage.get(STORAGE_KEYS.token);
