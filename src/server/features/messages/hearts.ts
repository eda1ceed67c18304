import { and, eq, or } from 'drizzle-orm';
import { messages } from '../../db/schema';
import { type Actor, type AppContext, inTransaction } from '../../domain/context';
import { forbidden, notFound } from '../../domain/errors';
import type { HeartMessageRequest, ThreadMessage } from '../../../shared/schemas/messages';
import { requireOpenConversation, toThreadMessage } from './service';

const MESSAGE_NOT_FOUND = 'Message not found.';

/**
 * PUT /api/messages/{messageId}/heart: the receiver of a message puts a heart on it or takes it
 * off. The message is looked for among those the caller sent or received (ownership in the
 * query), so anyone else's is "not found"; only its receiver may heart it, and only while the
 * conversation is open, as for sending. A change tells both sides' tabs; asking for the state the
 * message is already in changes nothing and tells no one.
 */
export async function heartMessage(
  ctx: AppContext,
  { userId: me, tab }: Actor,
  messageId: string,
  { hearted }: HeartMessageRequest,
): Promise<ThreadMessage> {
  return inTransaction(ctx, async (tx, after) => {
    const [message] = await tx
      .select()
      .from(messages)
      .where(
        and(eq(messages.id, messageId), or(eq(messages.senderId, me), eq(messages.receiverId, me))),
      );
    if (!message) throw notFound(MESSAGE_NOT_FOUND);
    if (message.senderId === me) throw forbidden('You can only heart messages sent to you.');
    await requireOpenConversation(tx, me, message.senderId);
    if (message.heartedByReceiver === hearted) return toThreadMessage(message);

    const [changed] = await tx
      .update(messages)
      .set({ heartedByReceiver: hearted })
      .where(eq(messages.id, message.id))
      .returning();
    // Gone meanwhile: its sender deleted their account since it was read.
    if (!changed) throw notFound(MESSAGE_NOT_FOUND);
    const event = {
      type: 'message_hearted' as const,
      senderId: message.senderId,
      receiverId: me,
      messageId: message.id,
      hearted,
    };
    after.publish(message.senderId, event);
    after.publish(me, { ...event, origin: tab });
    return toThreadMessage(changed);
  });
}
