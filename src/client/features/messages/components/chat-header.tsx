import { Ban, ChevronLeft, EllipsisVertical, Flag, UserRound } from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { PetSummary } from '../../../../shared/schemas/dating';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useDialogFlag } from '../../../lib/dialog-entry';
import { PersonAvatar } from '../../dating/components/person-avatar';
import { useSafetyActions } from '../../dating/hooks/use-safety-actions';

/** The chat's top bar: Back, the person (a link to their profile) and the chat's menu. */
export function ChatHeader({
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
      {linked && name ? <ChatMenu userId={userId} name={name} /> : null}
    </header>
  );
}

/**
 * The chat's menu: the person's profile, Report and Block without leaving the chat. A block ends
 * the conversation, so the chat is replaced by the list.
 */
function ChatMenu({ userId, name }: { userId: string; name: string }) {
  const navigate = useNavigate();
  const menu = useDialogFlag('chat-menu');
  const safety = useSafetyActions({ userId, name, afterBlock: '/messages' });
  // Off the menu's history entry first, then the next page or dialog.
  const then = (next: () => void) => () => menu.close(next);
  return (
    <>
      <button
        type="button"
        aria-label="More options"
        onClick={menu.open}
        className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-ink-700 hover:bg-ink-100"
      >
        <EllipsisVertical className="h-5.5 w-5.5" aria-hidden="true" />
      </button>
      <Dialog open={menu.isOpen} onOpenChange={menu.onOpenChange} title={name}>
        <div className="flex flex-col gap-2">
          <Button variant="secondary" onClick={then(() => void navigate(`/profile/${userId}`))}>
            <UserRound className="h-4 w-4" aria-hidden="true" />
            View profile
          </Button>
          <Button variant="secondary" onClick={then(safety.openReport)}>
            <Flag className="h-4 w-4" aria-hidden="true" />
            Report
          </Button>
          <Button variant="secondary" className="text-brand-600" onClick={then(safety.openBlock)}>
            <Ban className="h-4 w-4" aria-hidden="true" />
            Block
          </Button>
          <Button variant="ghost" onClick={() => menu.close()}>
            Cancel
          </Button>
        </div>
      </Dialog>
      {safety.dialogs}
    </>
  );
}
