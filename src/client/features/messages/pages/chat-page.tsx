import { useCallback, useState } from 'react';
import { Link, useNavigationType, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { Button, buttonClass } from '../../../components/ui/button';
import { OfflineBannerSlot } from '../../../components/offline-banner';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { chatDraft, openChatBox, saveChatDraft } from '../../../lib/chat-drafts';
import { useSession } from '../../../lib/session';
import { useIsTyping } from '../../../lib/typing-presence';
import { isProfileUnavailable } from '../../dating/api/get-public-profile';
import { useChatPartner } from '../api/get-chat-partner';
import { isClosedConversation, useConversation } from '../api/get-conversation';
import { conversationsQueryOptions } from '../api/get-conversations';
import { conversationKey } from '../api/keys';
import { useHeartMessage, usePendingHearts, withPendingHearts } from '../api/heart-message';
import { toastSendFailed, usePendingSends, useSendMessage } from '../api/send-message';
import { useTypingSignal } from '../api/signal-typing';
import { ChatComposer } from '../components/chat-composer';
import { ChatHeader } from '../components/chat-header';
import { chatPlace, rememberChatPlace } from '../lib/chat-places';
import { useArrivalAnnouncement } from '../lib/use-arrival-announcement';
import { useThreadHistory } from '../lib/use-thread-history';
import { ClosedNotice } from '../components/closed-notice';
import { MessageList, ThreadLoading } from '../components/message-list';

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
  const typingSignal = useTypingSignal(userId);
  const send = useSendMessage(
    myId,
    { id: userId, name: person?.displayName },
    typingSignal.beforeSend,
  );
  const pending = usePendingSends(userId);
  const heart = useHeartMessage(userId);
  const pendingHearts = usePendingHearts(userId);
  const arrival = useArrivalAnnouncement(thread.data, myId, person?.displayName);
  // Back to this chat (from their profile, say): where the reader had left it scrolled up. Opened
  // anew (from the list, a notification), it starts at the newest messages.
  const returned = useNavigationType() === 'POP';
  const [place] = useState(() => (returned ? chatPlace(myId, userId) : undefined));
  const history = useThreadHistory(userId, thread.data, place?.history);
  const theyAreTyping = useIsTyping(userId);
  const closed = isClosedConversation(thread.error);
  // Closed or blocked: a profile link would only lead to "Profile Not Available".
  const reachable = !closed && !isProfileUnavailable(partner.error);
  // A failed poll keeps the messages already shown (the next poll tries again) and the composer:
  // a poll cut off by going offline must not stop a message from being queued.
  const loadFailed = thread.isError && !thread.data;

  const listenForUnsent = useCallback(
    (takeBack: (text: string) => void) => openChatBox(userId, takeBack),
    [userId],
  );

  async function onSend(content: string): Promise<boolean> {
    try {
      await send(content);
      return true;
    } catch {
      toastSendFailed();
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
        <ThreadLoading pending={pending} />
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
          messages={withPendingHearts(history.messages ?? thread.data, pendingHearts)}
          pending={pending}
          typing={theyAreTyping}
          myId={myId}
          name={person?.displayName}
          photo={person?.profileImage}
          pet={pet}
          onHeart={(messageId, hearted) =>
            heart.mutate({ messageId, hearted }, { onSuccess: history.replace })
          }
          earlier={{
            canLoad: history.canLoadEarlier,
            loading: history.loadingEarlier,
            load: history.loadEarlier,
          }}
          place={place?.anchor}
          onLeave={(anchor) =>
            rememberChatPlace(myId, userId, anchor && { history: history.snapshot, anchor })
          }
        />
      )}
      {/* Their new messages and hearts, for screen readers (the thread itself is a list). */}
      <div role="status" className="sr-only" data-testid="chat-arrivals">
        <span key={arrival.key}>{arrival.text}</span>
      </div>
      <OfflineBannerSlot className="mx-3 mb-2 mt-1 shrink-0" />
      {closed ? null : (
        <ChatComposer
          onSend={onSend}
          onType={typingSignal.typed}
          onErase={typingSignal.stopped}
          draft={chatDraft(myId, userId)}
          onDraftChange={(text) => saveChatDraft(myId, userId, text)}
          listenForUnsent={listenForUnsent}
          disabled={loadFailed}
          canSend={!thread.isPending}
        />
      )}
    </div>
  );
}
