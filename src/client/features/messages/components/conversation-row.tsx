import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import type { PetSummary } from '../../../../shared/schemas/dating';
import { type Conversation, messagePreview } from '../../../../shared/schemas/messages';
import { useChatDraft } from '../../../lib/chat-drafts';
import { cn } from '../../../lib/cn';
import { useIsTyping } from '../../../lib/typing-presence';
import { messageTimeLabel } from '../lib/time-label';
import { PersonAvatar } from '../../dating/components/person-avatar';

/**
 * One match in the conversation list: photo (else their pet, as on the deck and My Matches), name,
 * last message (or what we left unsent to them, or their typing), age and unread count.
 */
export function ConversationRow({
  conversation,
  pet,
  myId,
  now,
}: {
  conversation: Conversation;
  /** Their active pet from the matches list; undefined while that list is on its way. */
  pet: PetSummary | null | undefined;
  myId: string;
  now: Date;
}) {
  const { user, lastMessage, unreadCount } = conversation;
  const unread = unreadCount > 0;
  const typing = useIsTyping(user.id);
  const draft = useChatDraft(myId, user.id);
  const preview = rowPreview({ typing, draft, unread, lastMessage, myId, name: user.displayName });
  // The name says who and how many are unread; the preview and its time are read after it (the
  // label alone would hide them from a screen reader).
  const previewId = useId();
  const timeId = useId();
  return (
    <Link
      to={`/messages/${user.id}`}
      aria-label={`${user.displayName}${unread ? `, ${unreadCount} unread` : ''}`}
      aria-describedby={`${previewId} ${timeId}`}
      className="@container flex items-center gap-3 rounded-3xl px-3 py-3 transition hover:bg-white active:scale-[0.99]"
    >
      <div className="relative">
        <PersonAvatar name={user.displayName} photo={user.profileImage} pet={pet} size={56} />
        {lastMessage ? null : (
          <span className="absolute -bottom-0.5 -right-0.5 rounded-full bg-white p-0.5 text-sm shadow-sm">
            💞
          </span>
        )}
      </div>
      <div className="min-w-0 flex-1">
        {/* With very large text (the query is in rem) the time goes under the whole name. */}
        <div className="flex items-baseline gap-x-2 @max-[16rem]:flex-wrap">
          <span
            className={cn(
              'flex-1 truncate text-[1rem] text-ink-900 @max-[16rem]:basis-full',
              unread ? 'font-extrabold' : 'font-bold',
            )}
          >
            {user.displayName}
          </span>
          <span
            id={timeId}
            className={cn('shrink-0 text-xs', unread ? 'font-bold text-brand-700' : 'text-ink-500')}
          >
            {lastMessage ? messageTimeLabel(lastMessage.createdAt, now) : 'New match'}
          </span>
        </div>
        <div className="mt-0.5 flex items-center gap-2">
          <p id={previewId} className={cn('flex-1 truncate text-sm', preview.tone)}>
            {preview.text}
          </p>
          {unread ? (
            <span className="flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-500 px-1.5 text-caption font-extrabold text-white">
              {unreadCount > 99 ? '99+' : unreadCount}
            </span>
          ) : null}
        </div>
      </div>
    </Link>
  );
}

/**
 * What the row says under the name, first that applies: they are typing, what we left unsent to
 * them, the last message, or the invitation to say hi.
 */
function rowPreview({
  typing,
  draft,
  unread,
  lastMessage,
  myId,
  name,
}: {
  typing: boolean;
  draft: string;
  unread: boolean;
  lastMessage: Conversation['lastMessage'];
  myId: string;
  name: string;
}): { text: ReactNode; tone: string } {
  if (typing) return { text: 'typing…', tone: 'font-semibold italic text-grape-600' };
  if (draft) {
    return {
      text: (
        <>
          <span className="font-semibold text-brand-700">Draft: </span>
          {messagePreview(draft)}
        </>
      ),
      tone: 'text-ink-700',
    };
  }
  if (lastMessage) {
    return {
      text: `${lastMessage.senderId === myId ? 'You: ' : ''}${messagePreview(lastMessage.content)}`,
      tone: unread ? 'font-semibold text-ink-900' : 'text-ink-500',
    };
  }
  return {
    text: `You matched! Say hi to ${name} 👋`,
    tone: unread ? 'font-semibold text-ink-900' : 'font-semibold text-grape-600',
  };
}
