import { useEffect, useMemo, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/constants';
import type { ThreadMessage } from '../../../../shared/schemas/messages';
import { errorMessage } from '../../../lib/api-client';
import { type ChatChange, onChatChange } from '../../../lib/chat-changes';
import { toast } from '../../../lib/toast';
import { getEarlierMessages } from '../api/get-earlier-messages';

export interface History {
  /** The thread's latest messages as last polled. */
  latest: ThreadMessage[] | undefined;
  /** What came before them, oldest first: pages asked for, and what slid out of `latest` since. */
  older: ThreadMessage[];
  /** The oldest message of the conversation is among them. */
  complete: boolean;
}

export const NO_HISTORY: History = { latest: undefined, older: [], complete: false };

/**
 * A new poll of the latest messages. Once earlier pages are shown, messages that leave the latest
 * (newer ones pushed them out) join the older ones, so no gap opens between the two.
 */
export function slideHistory(history: History, latest: ThreadMessage[]): History {
  const before = history.latest;
  if (history.older.length === 0 || !before || latest.length === 0) return { ...history, latest };
  const kept = new Set(latest.map((m) => m.id));
  const slidOut = before.filter((m) => !kept.has(m.id));
  return {
    ...history,
    latest,
    older: slidOut.length ? [...history.older, ...slidOut] : history.older,
  };
}

/** An earlier page arrived: it goes before everything shown. */
export function withEarlierPage(history: History, page: ThreadMessage[]): History {
  return {
    ...history,
    older: [...page, ...history.older],
    complete: page.length < MESSAGES.threadLimit,
  };
}

/**
 * A change made elsewhere, written into the older messages it concerns: a heart into the message
 * it is on, a read into everything sent to the reader. The same history when nothing changes.
 */
export function withChange(history: History, change: ChatChange): History {
  const changed = (m: ThreadMessage): ThreadMessage => {
    if (change.type === 'message_hearted') {
      return m.id === change.messageId && m.heartedByReceiver !== change.hearted
        ? { ...m, heartedByReceiver: change.hearted }
        : m;
    }
    return m.receiverId === change.byUserId && !m.readByReceiver
      ? { ...m, readByReceiver: true }
      : m;
  };
  const older = history.older.map(changed);
  return older.some((m, i) => m !== history.older[i]) ? { ...history, older } : history;
}

/**
 * The chat's messages beyond the latest the thread polls (`MESSAGES.threadLimit`): `loadEarlier`
 * asks for the page before the oldest shown, `messages` is everything shown, oldest first, and
 * `replace` writes an answered heart into an older message. Hearts and reads from elsewhere reach
 * the older messages too (`withChange`); the latest are read again for them (realtime.ts).
 */
export function useThreadHistory(
  userId: string,
  latest: ThreadMessage[] | undefined,
  /** What the reader had loaded when they last left this chat, to start from. */
  kept?: History,
) {
  const [history, setHistory] = useState<History>(kept ?? NO_HISTORY);
  if (latest && latest !== history.latest) setHistory(slideHistory(history, latest));
  const oldest = history.older[0] ?? latest?.[0];
  useEffect(() => onChatChange((change) => setHistory((h) => withChange(h, change))), []);
  const load = useMutation({
    mutationFn: (before: string) => getEarlierMessages(userId, before),
    onSuccess: (page) => setHistory((h) => withEarlierPage(h, page)),
    onError: (error) =>
      toast({
        title: 'Could not load earlier messages',
        description: errorMessage(error, 'Check your connection and try again.'),
        variant: 'destructive',
      }),
  });
  // One array while neither part changes: a poll that brings nothing new re-renders no more.
  const messages = useMemo(
    () => (latest && history.older.length ? [...history.older, ...latest] : latest),
    [history.older, latest],
  );
  return {
    /** All of it, to keep when the reader leaves the chat. */
    snapshot: history,
    messages,
    // A full page of latest messages may have more before it; a short earlier page has not.
    canLoadEarlier: !history.complete && (latest?.length ?? 0) >= MESSAGES.threadLimit,
    loadingEarlier: load.isPending,
    loadEarlier: () => {
      if (oldest && !load.isPending) load.mutate(oldest.id);
    },
    replace: (answer: ThreadMessage) =>
      setHistory((h) => ({
        ...h,
        older: h.older.map((m) => (m.id === answer.id ? answer : m)),
      })),
  };
}
