import { useMemo } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { NotificationBell } from '../../../components/notification-bell';
import { useSession } from '../../../lib/session';
import { useMatches } from '../../dating/api/get-matches';
import { useConversations } from '../api/get-conversations';
import { ConversationRow } from '../components/conversation-row';
import { useNow } from '../lib/use-now';

/** /messages: every current match with its latest message, most recent activity first. */
export function Component() {
  const { user } = useSession();
  const conversations = useConversations();
  // Spec section 9 assembles the list from the matches, which carry each person's active pet.
  const matches = useMatches();
  const pets = useMemo(() => new Map(matches.data?.map((m) => [m.id, m.pet])), [matches.data]);
  const petOf = (userId: string) =>
    matches.data ? (pets.get(userId) ?? null) : matches.isError ? null : undefined;
  const now = useNow();

  return (
    <div>
      <PageHeader title="Messages" back actions={<NotificationBell />} />
      {conversations.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading conversations" />
        </div>
      ) : conversations.isLoadingError ? (
        <EmptyState
          icon="😿"
          title="Could not load your messages"
          description="Check your connection and try again."
          action={<Button onClick={() => void conversations.refetch()}>Try Again</Button>}
        />
      ) : conversations.data.length === 0 ? (
        <EmptyState
          icon="💬"
          title="No conversations yet"
          description="When you match with someone, you can chat with them here."
          action={
            <Link to="/dating" className={buttonClass()}>
              Find matches
            </Link>
          }
        />
      ) : (
        <ul aria-label="Conversations" className="space-y-1 px-2 pb-4">
          {conversations.data.map((c) => (
            <li key={c.user.id}>
              <ConversationRow
                conversation={c}
                pet={petOf(c.user.id)}
                myId={user?.id ?? ''}
                now={now}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
