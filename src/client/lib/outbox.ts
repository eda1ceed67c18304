import { z } from 'zod';
import { MESSAGES } from '../../shared/constants';
import { parseStoredJson, storage } from './storage';

/**
 * Messages the signed-in user sent that the server has not yet confirmed: waiting for the
 * connection, queued behind another, or on their way. Kept in localStorage with the account, so
 * a reload, a phone that drops the tab or an app closed while offline loses none of them: the app
 * sends them again when it next starts (features/messages/api/send-message.ts). Each carries the
 * Idempotency-Key it was first sent with, so a message that did arrive is not written twice, even
 * when two tabs send it. Signing out removes them all.
 */
const KEY = 'petmatch.outbox';

const QueuedSendSchema = z.object({
  receiverId: z.string(),
  content: z.string().min(1).max(MESSAGES.maxLength),
  key: z.string(),
  /** Their name when it was sent, to say whom a message that fails later was for. */
  receiverName: z.string().optional(),
});
export type QueuedSend = z.infer<typeof QueuedSendSchema>;

const OutboxSchema = z.object({ userId: z.string(), sends: z.array(QueuedSendSchema) });
type Outbox = z.infer<typeof OutboxSchema>;

// Read every time: other tabs of the same account write here too.
function read(): Outbox | null {
  const parsed = OutboxSchema.safeParse(parseStoredJson(storage.get(KEY)));
  return parsed.success ? parsed.data : null;
}

function write(me: string, sends: QueuedSend[]): void {
  if (sends.length === 0) storage.remove(KEY);
  else storage.set(KEY, JSON.stringify({ userId: me.toLowerCase(), sends }));
}

/** `me`'s unconfirmed messages, oldest first. */
export function queuedSends(me: string): QueuedSend[] {
  const outbox = read();
  return outbox && outbox.userId === me.toLowerCase() ? outbox.sends : [];
}

/** Keeps a message until `removeFromOutbox` (once more than one: its key is its name). */
export function addToOutbox(me: string, send: QueuedSend): void {
  const sends = queuedSends(me);
  if (!sends.some((s) => s.key === send.key)) write(me, [...sends, send]);
}

/** The message with this key was sent, or finally failed (its text is back with the user). */
export function removeFromOutbox(me: string, key: string): void {
  const sends = queuedSends(me);
  const rest = sends.filter((s) => s.key !== key);
  if (rest.length < sends.length) write(me, rest);
}

/** Sign-out: the next person at this device must not send as, or read, this account. */
export function clearOutbox(): void {
  storage.remove(KEY);
}
