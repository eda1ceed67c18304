import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ChevronLeft } from 'lucide-react';
import { z } from 'zod';
import type { PetSummary } from '../../../../shared/schemas/dating';
import type { Message } from '../../../../shared/schemas/messages';
import { Button, buttonClass } from '../../../components/ui/button';
import { OfflineBannerSlot } from '../../../components/offline-banner';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { isProfileUnavailable } from '../../dating/api/get-public-profile';
import { useChatPartner } from '../api/get-chat-partner';
import { isClosedConversation, useConversation } from '../api/get-conversation';
import { conversationsQueryOptions } from '../api/get-conversations';
import { conversationKey } from '../api/keys';
import { type PendingSend, usePendingSends, useSendMessage } from '../api/send-message';
import { PersonAvatar } from '../../dating/components/person-avatar';
import { ChatComposer } from '../components/chat-composer';
import { ClosedNotice } from '../components/closed-notice';
import { MessageBubble, PendingBubble } from '../components/message-bubble';
import { useNow } from '../lib/use-now';
import { useStickToBottom } from '../lib/use-stick-to-bottom';

const UserIdParam = z.uuid();

/**
 * /messages/{userId}: the thread with one match. A parameter that is not an id is refused, and so
 * is the reader's own id (no one to talk to), both before asking the server.
 */
export function Component() {
  const { userId = '' } = useParams();
  const { user } = useSession();
  const self = Boolean(user) && userId.toLowerCase() === user?.id.toLowerCase();
  if (!UserIdParam.safeParse(userId).success || self) return <InvalidConversation />;
  return <Chat key={userId} userId={userId} />;
}

function InvalidConversation() {
  return (
    <div className="min-h-dvh">
      <PageHeader title="Messages" back="/messages" />
      <EmptyState
        icon="🙈"
        title="Invalid Conversation"
        description="This chat link does not point to anyone. Pick a conversation from your messages."
        action={
          <Link to="/messages" className={buttonClass()}>
            Go to messages
          </Link>
        }
      />
    </div>
  );
}

function Chat({ userId }: { userId: string }) {
  const { user } = useSession();
  const myId = user?.id ?? '';
  const queryClient = useQueryClient();
  const thread = useConversation(userId);
  const partner = useChatPartner(userId);
  // Without the profile route's answer, the header falls back to the conversation list.
  const conversations = useQuery({ ...conversationsQueryOptions(), enabled: partner.isError });
  const fromList = conversations.data?.find((c) => c.user.id === userId)?.user;
  const person = partner.data ?? fromList;
  // Their pet stands in for a missing photo, as everywhere; the list's copy of them has none.
  const pet = partner.data ? partner.data.pet : partner.isPending ? undefined : null;
  const send = useSendMessage(userId);
  const pending = usePendingSends(userId);
  const closed = isClosedConversation(thread.error);
  // Closed or blocked: a profile link would only lead to "Profile Not Available".
  const reachable = !closed && !isProfileUnavailable(partner.error);
  // A failed poll keeps the messages already shown (the next poll tries again) and the composer:
  // a poll cut off by going offline must not stop a message from being queued.
  const loadFailed = thread.isError && !thread.data;

  async function onSend(content: string): Promise<boolean> {
    try {
      await send.mutateAsync(content);
      return true;
    } catch {
      toast({
        title: 'Message Failed',
        description: 'Could not send message. Please try again.',
        variant: 'destructive',
      });
      // A 403 means the conversation closed meanwhile: refetching shows the notice.
      void queryClient.invalidateQueries({ queryKey: conversationKey(userId) });
      return false;
    }
  }

  return (
    <div className="flex h-dvh flex-col bg-canvas">
      <ChatHeader
        userId={userId}
        name={person?.displayName}
        photo={person?.profileImage}
        pet={pet}
        loading={!person && (partner.isPending || conversations.isLoading)}
        linked={reachable}
      />
      {thread.isPending ? (
        <div className="flex flex-1 items-center justify-center">
          <Spinner label="Loading messages" />
        </div>
      ) : closed ? (
        <ClosedNotice name={person?.displayName} photo={person?.profileImage} pet={pet} />
      ) : loadFailed ? (
        <div className="flex-1">
          <EmptyState
            icon="😿"
            title="Could not load messages"
            description="Check your connection and try again."
            action={<Button onClick={() => void thread.refetch()}>Try Again</Button>}
          />
        </div>
      ) : (
        <MessageList
          messages={thread.data}
          pending={pending}
          myId={myId}
          name={person?.displayName}
          photo={person?.profileImage}
          pet={pet}
        />
      )}
      <OfflineBannerSlot className="mx-3 mb-2 mt-1 shrink-0" />
      {closed ? null : <ChatComposer onSend={onSend} disabled={thread.isPending || loadFailed} />}
    </div>
  );
}

function ChatHeader({
  userId,
  name,
  photo,
  pet,
  loading,
  linked,
}: {
  userId: string;
  name: string | undefined;
  photo: string | null | undefined;
  pet: PetSummary | null | undefined;
  /** The person's name and photo are still on their way. */
  loading: boolean;
  /** Their profile can be opened (not while the chat is closed or they are not available). */
  linked: boolean;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  // Back to where the chat was opened from (the list, a match, a notification); a chat opened
  // by a link or a reload goes to the list in its place, so the phone's Back never loops.
  const back = () =>
    location.key === 'default' ? navigate('/messages', { replace: true }) : navigate(-1);
  const avatar = name ? (
    <PersonAvatar name={name} photo={photo} pet={pet} size={40} />
  ) : loading ? (
    <span aria-hidden="true" className="h-10 w-10 shrink-0 animate-pulse rounded-full bg-ink-100" />
  ) : null;
  const title = (
    <h1 className="truncate text-lead font-extrabold leading-tight text-ink-900">
      {name ?? 'Chat'}
    </h1>
  );
  return (
    <header className="sticky top-0 z-30 box-content flex h-16 shrink-0 items-center gap-2 border-b border-ink-100 bg-white/90 px-2 pt-[env(safe-area-inset-top)] backdrop-blur-md">
      <button
        type="button"
        aria-label="Back"
        onClick={() => void back()}
        className="flex h-10 w-10 items-center justify-center rounded-full text-ink-700 hover:bg-ink-100"
      >
        <ChevronLeft className="h-6 w-6" aria-hidden="true" />
      </button>
      {linked ? (
        <Link
          to={`/profile/${userId}`}
          className="flex min-w-0 flex-1 items-center gap-3 rounded-2xl py-1 pr-2 hover:bg-ink-100/50"
        >
          {avatar}
          <span className="min-w-0">
            {title}
            <span className="block text-xs font-semibold text-ink-500">View profile</span>
          </span>
        </Link>
      ) : (
        <div className="flex min-w-0 flex-1 items-center gap-3 py-1 pr-2">
          {avatar}
          <span className="min-w-0">{title}</span>
        </div>
      )}
    </header>
  );
}

function MessageList({
  messages,
  pending,
  myId,
  name,
  photo,
  pet,
}: {
  messages: Message[];
  /** The messages being sent, oldest first, until the server has them. */
  pending: PendingSend[];
  myId: string;
  name: string | undefined;
  photo: string | null | undefined;
  pet: PetSummary | null | undefined;
}) {
  const now = useNow();
  const endRef = useRef<HTMLDivElement>(null);
  const { ref: stickRef, atBottom, awayFromBottom } = useStickToBottom();
  const seen = useRef(0);
  const pendingSeen = useRef(pending.length);
  const [unseen, setUnseen] = useState(0);
  const last = messages.at(-1);

  // The newest message comes into view on open, when you send, and when theirs arrives while you
  // are at the bottom. Scrolled up to read, you stay where you are and a pill counts what came.
  useEffect(() => {
    const opening = seen.current === 0;
    const sent = pending.length > pendingSeen.current || last?.senderId === myId;
    if (opening || sent || atBottom.current) {
      endRef.current?.scrollIntoView({ behavior: opening ? 'instant' : 'smooth' });
    } else if (messages.length > seen.current) {
      setUnseen((n) => n + messages.length - seen.current);
    }
    seen.current = messages.length;
    pendingSeen.current = pending.length;
  }, [messages.length, last?.id, last?.senderId, pending.length, myId, atBottom]);
  // Back at the bottom, everything that came has been seen.
  if (unseen > 0 && !awayFromBottom) setUnseen(0);

  if (messages.length === 0 && pending.length === 0) {
    return (
      <div className="flex flex-1 flex-col items-center justify-center px-8 text-center">
        <PersonAvatar name={name ?? ''} photo={photo} pet={pet} size={96} className="shadow-card" />
        <p className="mt-4 text-lg font-extrabold text-ink-900">
          {name ? `You matched with ${name}!` : 'You matched!'}
        </p>
        <p className="mt-1 text-sm text-ink-500">Say hello and ask about their pet 🐾</p>
      </div>
    );
  }

  return (
    <div ref={stickRef} className="flex-1 overflow-y-auto px-3 pt-4">
      <ol aria-label="Messages">
        {messages.map((m, i) => {
          const prev = messages[i - 1];
          const next = messages[i + 1];
          const day = dayLabel(m.createdAt, now);
          const newDay = !prev || dayLabel(prev.createdAt, now) !== day;
          const grouped = Boolean(
            next && next.senderId === m.senderId && dayLabel(next.createdAt, now) === day,
          );
          return (
            <DayAndBubble
              key={m.id}
              day={newDay ? day : null}
              message={m}
              mine={m.senderId === myId}
              grouped={grouped}
              now={now}
            />
          );
        })}
        {pending.map((p) => (
          <PendingBubble key={p.id} content={p.content} waiting={p.waiting} />
        ))}
      </ol>
      {unseen > 0 ? (
        <div className="pointer-events-none sticky bottom-2 flex justify-center">
          <button
            type="button"
            onClick={() => endRef.current?.scrollIntoView({ behavior: 'smooth' })}
            className="pointer-events-auto inline-flex items-center gap-1.5 rounded-full bg-brand-600 px-4 py-2 text-sm font-extrabold text-white shadow-lift"
          >
            <ArrowDown className="h-4 w-4" aria-hidden="true" />
            {unseen === 1 ? '1 new message' : `${unseen} new messages`}
          </button>
        </div>
      ) : null}
      <div ref={endRef} className="h-2" />
    </div>
  );
}

function DayAndBubble({
  day,
  ...bubble
}: { day: string | null } & Parameters<typeof MessageBubble>[0]) {
  return (
    <>
      {day ? (
        <li aria-hidden="true" className="my-3 flex justify-center">
          <span className="rounded-full bg-ink-100/80 px-3 py-1 text-caption font-bold text-ink-500">
            {day}
          </span>
        </li>
      ) : null}
      <MessageBubble {...bubble} />
    </>
  );
}

function dayLabel(iso: string, now: Date): string {
  const at = new Date(iso);
  if (at.toDateString() === now.toDateString()) return 'Today';
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (at.toDateString() === yesterday.toDateString()) return 'Yesterday';
  return at.toLocaleDateString(undefined, { weekday: 'short', month: 'short', day: 'numeric' });
}
