import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { REALTIME } from '../../shared/constants';
import { invalidateForEvent, reconnectDelay } from './realtime';
import { TAB_ID } from './tab-id';

describe('reconnectDelay', () => {
  it('grows from the minimum and never passes the maximum', () => {
    const top = () => 1;
    expect(reconnectDelay(0, top)).toBe(REALTIME.reconnectMinMs);
    expect(reconnectDelay(1, top)).toBe(REALTIME.reconnectMinMs * 2);
    expect(reconnectDelay(30, top)).toBe(REALTIME.reconnectMaxMs);
    expect(reconnectDelay(30, () => 0)).toBe(REALTIME.reconnectMaxMs / 2);
  });
});

describe('invalidateForEvent', () => {
  const me = 'me';
  function staleKeys(event: Parameters<typeof invalidateForEvent>[1]) {
    const client = new QueryClient();
    const keys = [
      ['/api/messages/conversation', 'them'],
      ['/api/messages/conversation', 'someone-else'],
      ['/api/messages/conversations'],
      ['/api/notifications'],
      ['/api/notifications/unread-count'],
      ['/api/dating/matches'],
      ['/api/dating/potential-matches'],
      ['/api/pets'],
      ['/api/user/items'],
    ];
    for (const key of keys) client.setQueryData(key, 'cached');
    invalidateForEvent(client, event, me);
    return keys
      .filter((key) => client.getQueryState(key)?.isInvalidated)
      .map((key) => key.join(' '));
  }

  it('a message refreshes that conversation and the list, whichever side sent it', () => {
    const expected = ['/api/messages/conversation them', '/api/messages/conversations'];
    expect(
      staleKeys({ type: 'message', fromUserId: 'them', toUserId: me, messageId: 'x' }),
    ).toEqual(expected);
    expect(
      staleKeys({ type: 'message', fromUserId: me, toUserId: 'them', messageId: 'x' }),
    ).toEqual(expected);
  });

  it('someone typing, or stopping, refreshes nothing (it only shows who is typing)', () => {
    expect(staleKeys({ type: 'typing', fromUserId: 'them' })).toEqual([]);
    expect(staleKeys({ type: 'typing_stopped', fromUserId: 'them' })).toEqual([]);
  });

  it('a notification refreshes the list and the unread dot', () => {
    expect(staleKeys({ type: 'notification', notificationId: 'n' })).toEqual([
      '/api/notifications',
      '/api/notifications/unread-count',
    ]);
  });

  it('an ended match closes its conversation', () => {
    expect(staleKeys({ type: 'match_ended', withUserId: 'them' })).toEqual([
      '/api/messages/conversation them',
      '/api/messages/conversations',
      '/api/notifications',
      '/api/notifications/unread-count',
      '/api/dating/matches',
    ]);
  });

  it("another device's pet change refreshes the pets and the deck, which reads the active pet", () => {
    expect(staleKeys({ type: 'profile', reason: 'pets' })).toEqual([
      '/api/dating/potential-matches',
      '/api/pets',
      '/api/user/items',
    ]);
    expect(staleKeys({ type: 'profile', reason: 'items' })).toEqual(['/api/user/items']);
  });

  it("skips the echo of this tab's own change, which its mutation already refreshed", () => {
    expect(staleKeys({ type: 'profile', reason: 'pets', origin: TAB_ID })).toEqual([]);
    expect(
      staleKeys({
        type: 'message',
        fromUserId: me,
        toUserId: 'them',
        messageId: 'x',
        origin: TAB_ID,
      }),
    ).toEqual([]);
    // The same change seen from another tab of the same account.
    expect(staleKeys({ type: 'profile', reason: 'items', origin: 'another-tab-id' })).toEqual([
      '/api/user/items',
    ]);
  });
});
