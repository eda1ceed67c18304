import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { MESSAGES } from '../../shared/constants';
import { changeListeners } from './change-listeners';
import { parseStoredJson } from './storage';
import { readTabItem, removeTabItem, writeTabItem } from './tab-storage';

/**
 * What the signed-in user wrote in a chat and has not sent, per person: the composer starts from
 * it when they come back, and the conversation list shows it. Kept in this tab's sessionStorage,
 * so a reload keeps it and closing the tab ends it; stored with the account that wrote it, so no
 * other account sees it, and signing out removes it.
 */
const KEY = 'petmatch.chatDrafts';

const StoredDraftsSchema = z.object({
  userId: z.string(),
  drafts: z.record(z.string(), z.string().max(MESSAGES.maxLength)),
});
type StoredDrafts = z.infer<typeof StoredDraftsSchema>;

// Read from storage once per page; undefined until then.
let stored: StoredDrafts | null | undefined;
const { emit, subscribe } = changeListeners();

function load(): StoredDrafts | null {
  if (stored === undefined) {
    const parsed = StoredDraftsSchema.safeParse(parseStoredJson(readTabItem(KEY)));
    stored = parsed.success ? parsed.data : null;
  }
  return stored;
}

function draftsOf(me: string): Record<string, string> {
  const current = load();
  return current && current.userId === me.toLowerCase() ? current.drafts : {};
}

/** What `me` left unsent in the chat with `them` ('' for nothing). */
export function chatDraft(me: string, them: string): string {
  return draftsOf(me)[them.toLowerCase()] ?? '';
}

/** Keeps `text` as `me`'s draft to `them`; blank text (erased, or sent) removes it. */
export function saveChatDraft(me: string, them: string, text: string): void {
  const key = them.toLowerCase();
  const kept = text.trim() ? text.slice(0, MESSAGES.maxLength) : '';
  if (chatDraft(me, them) === kept) return;
  const drafts = { ...draftsOf(me) };
  if (kept) drafts[key] = kept;
  else delete drafts[key];
  stored = { userId: me.toLowerCase(), drafts };
  writeTabItem(KEY, JSON.stringify(stored));
  emit();
}

/** The open chat's box, which takes back text that could not be sent (one chat at a time). */
const openBoxes = new Map<string, (text: string) => void>();

/** While a chat with `them` is open, text that could not be sent to them goes to `takeBack`. */
export function openChatBox(them: string, takeBack: (text: string) => void): () => void {
  const key = them.toLowerCase();
  openBoxes.set(key, takeBack);
  return () => {
    if (openBoxes.get(key) === takeBack) openBoxes.delete(key);
  };
}

/**
 * A message to `them` that could not be sent, and that no one is waiting for in the chat (it was
 * sent again after a reload): its text goes back to the chat's box if it is open, else after the
 * draft there, so it is offered again rather than lost.
 */
export function returnUnsentText(me: string, them: string, text: string): void {
  const box = openBoxes.get(them.toLowerCase());
  if (box) {
    box(text);
  } else {
    const draft = chatDraft(me, them);
    saveChatDraft(me, them, draft ? `${draft}\n${text}` : text);
  }
}

/** Forgets every draft (sign-out: the next person at this device must not read them). */
export function clearChatDrafts(): void {
  stored = null;
  removeTabItem(KEY);
  emit();
}

/** `chatDraft`, kept current in a component. */
export function useChatDraft(me: string, them: string): string {
  return useSyncExternalStore(
    subscribe,
    () => chatDraft(me, them),
    () => '',
  );
}
