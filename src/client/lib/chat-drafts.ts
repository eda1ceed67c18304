import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { MESSAGES } from '../../shared/constants';
import { changeListeners } from './change-listeners';
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
    const parsed = StoredDraftsSchema.safeParse(parseJson(readTabItem(KEY)));
    stored = parsed.success ? parsed.data : null;
  }
  return stored;
}

function parseJson(raw: string | null): unknown {
  try {
    return raw === null ? null : JSON.parse(raw);
  } catch {
    return null;
  }
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
