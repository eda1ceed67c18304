import { describe, expect, it } from 'vitest';
import type { ThreadMessage } from '../../../../shared/schemas/messages';
import { newsBetween } from './use-arrival-announcement';

const me = 'me';
const msg = (id: string, senderId: string, hearted = false): ThreadMessage => ({
  id,
  senderId,
  receiverId: senderId === me ? 'ana' : me,
  content: `Message ${id}`,
  createdAt: '2026-11-30T19:00:00.000Z',
  readByReceiver: true,
  heartedByReceiver: hearted,
});
const seen = (thread: ThreadMessage[]) => new Map(thread.map((m) => [m.id, m.heartedByReceiver]));

describe('newsBetween', () => {
  const before = [msg('1', me), msg('2', 'ana')];

  it('says nothing when nothing of theirs changed (our own new message included)', () => {
    expect(newsBetween(seen(before), [...before, msg('3', me)], me, 'Ana')).toBe('');
  });

  it('reads their new message, or how many came and the latest', () => {
    expect(newsBetween(seen(before), [...before, msg('3', 'ana')], me, 'Ana')).toBe(
      'Ana: Message 3',
    );
    expect(
      newsBetween(seen(before), [...before, msg('3', 'ana'), msg('4', 'ana')], me, 'Ana'),
    ).toBe('2 new messages from Ana, the latest: Message 4');
  });

  it('tells of a heart they put on one of ours, not of one taken off or on theirs', () => {
    expect(newsBetween(seen(before), [msg('1', me, true), msg('2', 'ana')], me, 'Ana')).toBe(
      'Ana hearted your message.',
    );
    const hearted = [msg('1', me, true), msg('2', 'ana', true)];
    expect(newsBetween(seen(hearted), [msg('1', me), msg('2', 'ana')], me, 'Ana')).toBe('');
    expect(newsBetween(seen(before), [msg('1', me), msg('2', 'ana', true)], me, 'Ana')).toBe('');
  });

  it('names them "Your match" until their name is known', () => {
    expect(newsBetween(seen(before), [...before, msg('3', 'ana')], me, undefined)).toBe(
      'Your match: Message 3',
    );
  });
});
