import { useEffect } from 'react';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { REALTIME } from '../../shared/constants';
import {
  type RealtimeEvent,
  RealtimeEventSchema,
  SOCKET_CLOSE,
  SocketReadySchema,
} from '../../shared/schemas/realtime';
import { useSession } from './session';
import { TAB_ID } from './tab-id';
import { chatChanged } from './chat-changes';
import { clearTyping, messageArrived, noteTyping, stopTyping } from './typing-presence';

export type RealtimeStatus = 'connecting' | 'open' | 'closed';

export interface RealtimeConnection {
  close(): void;
}

export interface ConnectOptions {
  token: string;
  onEvent(event: RealtimeEvent): void;
  /** Called each time the socket is authenticated; `reconnected` after a drop. */
  onReady?(info: { reconnected: boolean }): void;
  url?: string;
}

function socketUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}/api/ws`;
}

/** Exponential backoff with jitter, so many tabs do not reconnect in step after a restart. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(REALTIME.reconnectMaxMs, REALTIME.reconnectMinMs * 2 ** attempt);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/**
 * Keeps one authenticated socket to /api/ws open: the token goes in the first frame (see the
 * server's realtime route for why), and a dropped socket reconnects with backoff. A socket the
 * server refuses as unauthorized is not retried: the session is over and the next API call
 * signs the user out.
 */
export function connectRealtime(options: ConnectOptions): RealtimeConnection {
  let socket: WebSocket | null = null;
  let attempt = 0;
  let everReady = false;
  let stopped = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const scheduleReconnect = () => {
    if (stopped || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      open();
    }, reconnectDelay(attempt));
    attempt += 1;
  };

  const open = () => {
    if (stopped) return;
    const ws = new WebSocket(options.url ?? socketUrl());
    socket = ws;
    ws.onopen = () => ws.send(JSON.stringify({ type: 'auth', token: options.token }));
    ws.onmessage = (message) => {
      let data: unknown;
      try {
        data = JSON.parse(String(message.data));
      } catch {
        return;
      }
      if (SocketReadySchema.safeParse(data).success) {
        attempt = 0;
        options.onReady?.({ reconnected: everReady });
        everReady = true;
        return;
      }
      const event = RealtimeEventSchema.safeParse(data);
      if (event.success) options.onEvent(event.data);
    };
    ws.onclose = (event) => {
      if (socket === ws) socket = null;
      if (event.code === SOCKET_CLOSE.unauthorized) {
        stopped = true;
        return;
      }
      scheduleReconnect();
    };
  };

  // Coming back online or to the tab: try at once instead of waiting out the backoff.
  const wake = () => {
    if (stopped || socket || document.visibilityState === 'hidden') return;
    clearTimeout(retryTimer);
    retryTimer = undefined;
    open();
  };
  window.addEventListener('online', wake);
  document.addEventListener('visibilitychange', wake);

  open();
  return {
    close() {
      stopped = true;
      clearTimeout(retryTimer);
      window.removeEventListener('online', wake);
      document.removeEventListener('visibilitychange', wake);
      socket?.close(1000, 'Signed out');
      socket = null;
    },
  };
}

/**
 * The queries each event makes stale; keys are URL paths, as every fetcher uses. An event that
 * echoes this tab's own change (`origin`: a care action, purchase, pet or inventory change, a
 * sent message) is skipped: the mutation's onSuccess already refreshed the same queries, after
 * the change had committed, and a second round would only repeat those reads.
 */
export function invalidateForEvent(
  queryClient: QueryClient,
  event: RealtimeEvent,
  me: string,
): Promise<unknown> {
  if ('origin' in event && event.origin === TAB_ID) return Promise.resolve();
  const keys: unknown[][] = [];
  switch (event.type) {
    case 'message': {
      const other = event.fromUserId === me ? event.toUserId : event.fromUserId;
      keys.push(['/api/messages/conversation', other], ['/api/messages/conversations']);
      break;
    }
    case 'message_hearted': {
      const other = event.senderId === me ? event.receiverId : event.senderId;
      keys.push(['/api/messages/conversation', other]);
      break;
    }
    case 'messages_read':
      keys.push(['/api/messages/conversation', event.byUserId], ['/api/messages/conversations']);
      break;
    case 'notification':
      keys.push(['/api/notifications'], ['/api/notifications/unread-count']);
      break;
    case 'match':
    case 'match_ended':
      keys.push(
        ['/api/dating/matches'],
        ['/api/dating/wants-to-meet'],
        ['/api/messages/conversations'],
        ['/api/messages/conversation', event.withUserId],
        // A block also deletes both people's notifications about each other.
        ['/api/notifications'],
        ['/api/notifications/unread-count'],
      );
      break;
    case 'profile':
      // Another tab or device spent or earned coins, and changed a pet or the inventory.
      keys.push(['/api/user/profile'], ['/api/transactions'], ['/api/user/items']);
      // The active pet's type and care are read by the deck's filters (docs/rules.md "The deck").
      if (event.reason === 'pets') {
        keys.push(['/api/pets'], ['/api/challenges'], ['/api/dating/potential-matches']);
      }
      break;
    case 'typing':
    case 'typing_stopped':
      // Nothing to read again: it only shows on the chat and the conversation list.
      break;
  }
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** What an event does beyond the reads it refreshes: someone typing, or their message instead. */
function handleEvent(queryClient: QueryClient, event: RealtimeEvent, me: string) {
  if (event.type === 'typing') return noteTyping(event.fromUserId);
  if (event.type === 'typing_stopped') return stopTyping(event.fromUserId);
  const refreshed = invalidateForEvent(queryClient, event, me);
  if (event.type === 'message' && event.fromUserId !== me) {
    messageArrived(event.fromUserId, refreshed);
  }
  if (event.type === 'message_hearted' || event.type === 'messages_read') chatChanged(event);
}

/**
 * Events sent before the socket was ready are lost (page load, reconnect): refresh every live
 * list once it is, so nothing that happened in between stays unseen until the next poll.
 */
function invalidateLiveLists(queryClient: QueryClient) {
  for (const queryKey of [
    ['/api/messages/conversations'],
    ['/api/messages/conversation'],
    ['/api/notifications'],
    ['/api/notifications/unread-count'],
    ['/api/dating/matches'],
  ]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}

/**
 * Mounted once for signed-in screens (app-layout.tsx): live updates on top of the spec's
 * polling, which stays as the fallback when the socket is down.
 */
export function useRealtimeUpdates() {
  const queryClient = useQueryClient();
  const { token, user } = useSession();
  const userId = user?.id;
  useEffect(() => {
    if (!token || !userId || typeof WebSocket === 'undefined') return;
    const connection = connectRealtime({
      token,
      onEvent: (event) => handleEvent(queryClient, event, userId),
      onReady: () => invalidateLiveLists(queryClient),
    });
    return () => {
      connection.close();
      clearTyping();
    };
  }, [queryClient, token, userId]);
}
