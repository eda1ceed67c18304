import { describe, expect, it } from 'vitest';
import type { ThreadMessage } from '../../../../shared/schemas/messages';
import { accountDataCleared } from '../../../lib/account-data';
import { chatChanged } from '../../../lib/chat-changes';
import { chatPlace, rememberChatPlace } from './chat-places';
import { NO_HISTORY } from './use-thread-history';

const at = (id: string) => ({ history: NO_HISTORY, anchor: { id, top: 12 } });

const mine: ThreadMessage = {
  id: 'm1',
  senderId: 'me',
  receiverId: 'ana',
  content: 'Hello Ana',
  createdAt: new Date(2026, 0, 1).toISOString(),
  readByReceiver: false,
  heartedByReceiver: false,
};

describe('chat places', () => {
  it('keeps where each account left each chat, and forgets it when left at the newest', () => {
    rememberChatPlace('me', 'ana', at('m3'));
    rememberChatPlace('other', 'ana', at('m9'));
    expect(chatPlace('me', 'ana')?.anchor).toEqual({ id: 'm3', top: 12 });
    expect(chatPlace('other', 'ana')?.anchor.id).toBe('m9');
    rememberChatPlace('me', 'ana', null);
    expect(chatPlace('me', 'ana')).toBeUndefined();
  });

  it('holds the last ten chats left, the longest left gone first', () => {
    accountDataCleared();
    for (let i = 0; i < 11; i++) rememberChatPlace('me', `u${i}`, at(`m${i}`));
    expect(chatPlace('me', 'u0')).toBeUndefined();
    expect(chatPlace('me', 'u1')?.anchor.id).toBe('m1');
    // Leaving u1 again makes it the newest: u2 goes next.
    rememberChatPlace('me', 'u1', at('m1b'));
    rememberChatPlace('me', 'u11', at('m11'));
    expect(chatPlace('me', 'u2')).toBeUndefined();
    expect(chatPlace('me', 'u1')?.anchor.id).toBe('m1b');
  });

  it("takes a heart or a read while the reader is away, and goes with the account's session", () => {
    const history = { latest: [], older: [mine], complete: true };
    rememberChatPlace('me', 'ana', { history, anchor: { id: 'm1', top: 0 } });
    chatChanged({ type: 'messages_read', byUserId: 'ana' });
    expect(chatPlace('me', 'ana')?.history.older[0]?.readByReceiver).toBe(true);
    chatChanged({
      type: 'message_hearted',
      senderId: 'me',
      receiverId: 'ana',
      messageId: 'm1',
      hearted: true,
    });
    expect(chatPlace('me', 'ana')?.history.older[0]?.heartedByReceiver).toBe(true);

    accountDataCleared();
    expect(chatPlace('me', 'ana')).toBeUndefined();
  });
});
