import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/constants';
import { chatDraft, clearChatDrafts, saveChatDraft } from './chat-drafts';

describe('chat drafts', () => {
  afterEach(() => clearChatDrafts());

  it('keeps what was written to each person, exactly as written', () => {
    saveChatDraft('me', 'ana', 'Hi Ana!\nHow is Ember?  ');
    saveChatDraft('me', 'BEN', 'Coffee on Sunday?');
    expect(chatDraft('me', 'ana')).toBe('Hi Ana!\nHow is Ember?  ');
    expect(chatDraft('ME', 'ben')).toBe('Coffee on Sunday?');
    expect(chatDraft('me', 'cleo')).toBe('');
  });

  it('removes a draft that was erased or sent (blank text)', () => {
    saveChatDraft('me', 'ana', 'Hi');
    saveChatDraft('me', 'ana', '  \n ');
    expect(chatDraft('me', 'ana')).toBe('');
  });

  it("never shows one account's drafts to another", () => {
    saveChatDraft('me', 'ana', 'Hi Ana');
    expect(chatDraft('someone-else', 'ana')).toBe('');
    saveChatDraft('someone-else', 'ben', 'Hello');
    expect(chatDraft('me', 'ana')).toBe('');
  });

  it('forgets everything on sign-out', () => {
    saveChatDraft('me', 'ana', 'Hi Ana');
    clearChatDrafts();
    expect(chatDraft('me', 'ana')).toBe('');
  });

  it('keeps no more than a message can hold', () => {
    saveChatDraft('me', 'ana', 'x'.repeat(MESSAGES.maxLength + 5));
    expect(chatDraft('me', 'ana')).toHaveLength(MESSAGES.maxLength);
  });
});
