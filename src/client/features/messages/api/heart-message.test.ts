import { describe, expect, it } from 'vitest';
import type { ThreadMessage } from '../../../../shared/schemas/messages';
import { withPendingHearts } from './heart-message';

const message = (id: string, heartedByReceiver: boolean): ThreadMessage => ({
  id,
  senderId: 'ana',
  receiverId: 'ben',
  content: `Message ${id}`,
  createdAt: '2026-11-30T18:00:00.000Z',
  readByReceiver: true,
  heartedByReceiver,
});

describe('withPendingHearts', () => {
  it('shows each heart on its way over what the thread last said', () => {
    const thread = [message('a', false), message('b', true), message('c', false)];
    const shown = withPendingHearts(
      thread,
      new Map([
        ['a', true],
        ['b', false],
      ]),
    );
    expect(shown.map((m) => [m.id, m.heartedByReceiver])).toEqual([
      ['a', true],
      ['b', false],
      ['c', false],
    ]);
    // Untouched messages are the same objects, so their bubbles need not render again.
    expect(shown[2]).toBe(thread[2]);
  });

  it('is the thread itself when nothing is on its way', () => {
    const thread = [message('a', false)];
    expect(withPendingHearts(thread, new Map())).toBe(thread);
  });
});
