import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/constants';
import {
  chatDraft,
  clearChatDrafts,
  openChatBox,
  returnUnsentText,
  saveChatDraft,
} from './chat-drafts';

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

  it('gives text that could not be sent back to its open chat, else after its draft', () => {
    const taken: string[] = [];
    const close = openChatBox('ANA', (text) => taken.push(text));
    returnUnsentText('me', 'ana', 'See you at noon');
    expect(taken).toEqual(['See you at noon']);
    expect(chatDraft('me', 'ana')).toBe('');

    close();
    saveChatDraft('me', 'ana', 'Half-written');
    returnUnsentText('me', 'ana', 'See you at noon');
    returnUnsentText('me', 'ben', 'Hi Ben');
    expect(chatDraft('me', 'ana')).toBe('Half-written\nSee you at noon');
    expect(chatDraft('me', 'ben')).toBe('Hi Ben');
    expect(taken).toHaveLength(1);
  });

  it('keeps the newer chat box when an older one closes after it opened', () => {
    const first: string[] = [];
    const second: string[] = [];
    const closeFirst = openChatBox('ana', (text) => first.push(text));
    const closeSecond = openChatBox('ana', (text) => second.push(text));
    closeFirst();
    returnUnsentText('me', 'ana', 'Hello');
    expect([first, second]).toEqual([[], ['Hello']]);
    closeSecond();
  });
});
