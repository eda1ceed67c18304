import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { STORAGE_KEYS } from '../../shared/constants';
import type { LoginRequest, RegisterRequest } from '../../shared/schemas/auth';
import { AuthResponseSchema, UserSchema, type User } from '../../shared/schemas/user';
import { apiJson, apiRequest, setUnauthorizedHandler } from './api-client';
import { accountDataCleared } from './account-data';
import { clearChatDrafts } from './chat-drafts';
import { clearOutbox } from './outbox';
import { storage } from './storage';

/** Spec section 3/4 "Session": user, token, isLoading (true at start), isAuthenticated. */
export interface Session {
  user: User | null;
  token: string | null;
  isLoading: boolean;
  isAuthenticated: boolean;
  /** False only until the stored session has been read; route guards wait for it. */
  isRestored: boolean;
  login(input: LoginRequest): Promise<User>;
  register(input: RegisterRequest): Promise<User>;
  logout(): Promise<void>;
  /** Forgets the session in this browser after the server ended it itself (account deleted). */
  forgetSession(): void;
  /** Merges changes into the current user and its stored copy, only if a user exists. */
  updateUser(changes: Partial<User>): void;
}

const SessionContext = createContext<Session | null>(null);

interface State {
  user: User | null;
  token: string | null;
  isLoading: boolean;
  isRestored: boolean;
}

/** Reads the stored token and user; an unreadable user record clears both. */
function readStoredSession(): State {
  const token = storage.get(STORAGE_KEYS.token);
  const rawUser = storage.get(STORAGE_KEYS.user);
  if (!token || !rawUser) return { user: null, token: null, isLoading: false, isRestored: true };
  try {
    const user = UserSchema.parse(JSON.parse(rawUser));
    return { user, token, isLoading: false, isRestored: true };
  } catch {
    storage.remove(STORAGE_KEYS.token);
    storage.remove(STORAGE_KEYS.user);
    return { user: null, token: null, isLoading: false, isRestored: true };
  }
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  // Reading localStorage is synchronous, so the loading state ends before the first paint.
  const [state, setState] = useState<State>(readStoredSession);

  const clear = useCallback(() => {
    storage.remove(STORAGE_KEYS.token);
    storage.remove(STORAGE_KEYS.user);
    setState({ user: null, token: null, isLoading: false, isRestored: true });
    queryClient.clear();
    accountDataCleared();
    clearChatDrafts();
    clearOutbox();
  }, [queryClient]);

  // A token the server no longer accepts ends the session, on any call.
  useEffect(() => {
    setUnauthorizedHandler(clear);
    return () => setUnauthorizedHandler(undefined);
  }, [clear]);

  // The browser's tabs share one session: a sign-out, a sign-in as someone else or a profile
  // change in another tab reaches this one through the storage event (fired in the other tabs).
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && event.key !== STORAGE_KEYS.token && event.key !== STORAGE_KEYS.user)
        return;
      const stored = readStoredSession();
      // Another account's (or no account's) data must not outlive the token it was read with.
      if (stored.token !== state.token) {
        queryClient.clear();
        accountDataCleared();
      }
      // Unsent chat drafts are the account's own, kept as long as it stays signed in here.
      if (stored.user?.id !== state.user?.id) clearChatDrafts();
      setState(stored);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient, state.token, state.user?.id]);

  const signIn = useCallback(
    async (path: string, body: unknown) => {
      setState((s) => ({ ...s, isLoading: true }));
      try {
        const { token, user } = await apiJson(AuthResponseSchema, 'POST', path, body);
        queryClient.clear();
        accountDataCleared();
        storage.set(STORAGE_KEYS.token, token);
        storage.set(STORAGE_KEYS.user, JSON.stringify(user));
        setState({ user, token, isLoading: false, isRestored: true });
        return user;
      } catch (error) {
        setState((s) => ({ ...s, isLoading: false }));
        throw error;
      }
    },
    [queryClient],
  );

  const logout = useCallback(async () => {
    try {
      if (storage.get(STORAGE_KEYS.token)) await apiRequest('POST', '/api/auth/logout');
    } catch {
      /* the token is dropped locally either way */
    }
    clear();
  }, [clear]);

  const updateUser = useCallback((changes: Partial<User>) => {
    setState((s) => {
      if (!s.user) return s;
      const user = { ...s.user, ...changes };
      storage.set(STORAGE_KEYS.user, JSON.stringify(user));
      return { ...s, user };
    });
  }, []);

  const value = useMemo<Session>(
    () => ({
      ...state,
      isAuthenticated: Boolean(state.token && state.user),
      login: (input) => signIn('/api/auth/login', input),
      register: (input) => signIn('/api/auth/register', input),
      logout,
      forgetSession: clear,
      updateUser,
    }),
    [state, signIn, logout, clear, updateUser],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}
