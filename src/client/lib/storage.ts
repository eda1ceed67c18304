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

export const getStoredToken = () => storage.get(STORAGE_KEYS.token);
