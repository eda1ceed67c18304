import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../shared/constants';
import type { ThreadMessage } from '../../../../shared/schemas/messages';
import { NO_HISTORY, slideHistory, withChange, withEarlierPage } from './use-thread-history';

const message = (n: number): ThreadMessage => ({
  id: `m${n}`,
  senderId: 'a',
  receiverId: 'b',
  content: `Message ${n}`,
  createdAt: new Date(2026, 0, 1, 0, 0, n).toISOString(),
  readByReceiver: true,
  heartedByReceiver: false,
});
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => message(from + i));
const ids = (list: ThreadMessage[]) => list.map((m) => m.id);

describe('thread history', () => {
  it('keeps what slides out of the latest once earlier pages are shown, so no gap opens', () => {
    let history = slideHistory(NO_HISTORY, range(6, 10));
    history = withEarlierPage(history, range(1, 5));
    expect(history.complete).toBe(true);
    // Two new messages push 6 and 7 out of the latest five.
    history = slideHistory(history, range(8, 12));
    expect(ids([...history.older, ...history.latest!])).toEqual(ids(range(1, 12)));
    // A poll with nothing new changes nothing.
    history = slideHistory(history, range(8, 12));
    expect(ids(history.older)).toEqual(ids(range(1, 7)));
  });

  it('keeps nothing beyond the latest while no earlier page was asked for', () => {
    const history = slideHistory(slideHistory(NO_HISTORY, range(1, 5)), range(3, 7));
    expect(history.older).toEqual([]);
  });

  it('is complete only after a short page', () => {
    const full = Array.from({ length: MESSAGES.threadLimit }, (_, i) => message(i));
    expect(withEarlierPage(NO_HISTORY, full).complete).toBe(false);
    expect(withEarlierPage(NO_HISTORY, []).complete).toBe(true);
  });

  it('writes a heart changed elsewhere into the older message it is on, and only there', () => {
    const history = withEarlierPage(slideHistory(NO_HISTORY, range(6, 10)), range(1, 5));
    const heart = (messageId: string, hearted: boolean) =>
      ({ type: 'message_hearted', senderId: 'a', receiverId: 'b', messageId, hearted }) as const;
    const hearted = withChange(history, heart('m3', true));
    expect(hearted.older.map((m) => m.heartedByReceiver)).toEqual([
      false,
      false,
      true,
      false,
      false,
    ]);
    expect(withChange(hearted, heart('m3', false)).older[2]!.heartedByReceiver).toBe(false);
    // A latest message, one not shown, or no change at all: the same history, nothing to render.
    expect(withChange(history, heart('m8', true))).toBe(history);
    expect(withChange(hearted, heart('m3', true))).toBe(hearted);
  });

  it('marks the older messages sent to the reader read when they read the chat', () => {
    const unread = range(1, 5).map((m, i) => ({
      ...m,
      readByReceiver: false,
      senderId: i % 2 ? 'b' : 'a',
      receiverId: i % 2 ? 'a' : 'b',
    }));
    const history = withEarlierPage(slideHistory(NO_HISTORY, range(6, 10)), unread);
    const read = withChange(history, { type: 'messages_read', byUserId: 'b' });
    // What a sent to b is read now; what b sent to a is as it was.
    expect(read.older.map((m) => m.readByReceiver)).toEqual([true, false, true, false, true]);
    expect(withChange(read, { type: 'messages_read', byUserId: 'b' })).toBe(read);
    expect(withChange(history, { type: 'messages_read', byUserId: 'c' })).toBe(history);
  });
});
