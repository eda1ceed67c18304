import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import type { PetSummary } from '../../../../shared/schemas/dating';
import { buttonClass, TEXT_LINK } from '../../../components/ui/button';
import { PersonAvatar } from '../../dating/components/person-avatar';

/** Shown instead of the thread and the input when the match ended or someone blocked. */
export function ClosedNotice({
  name,
  photo,
  pet,
}: {
  name: string | undefined;
  photo: string | null | undefined;
  pet: PetSummary | null | undefined;
}) {
  return (
    <div
      role="status"
      className="flex flex-1 flex-col items-center justify-center px-8 text-center"
    >
      {name ? (
        <div className="relative">
          <PersonAvatar
            name={name}
            photo={photo}
            pet={pet}
            size={96}
            className="opacity-60 grayscale"
          />
          <span className="absolute -bottom-1 -right-1 flex h-9 w-9 items-center justify-center rounded-full bg-white text-ink-700 shadow-card">
            <Lock className="h-4.5 w-4.5" aria-hidden="true" />
          </span>
        </div>
      ) : (
        // Someone who blocked (or was blocked) has no name or photo to show: no blank "?" either.
        <span className="flex h-24 w-24 items-center justify-center rounded-full bg-ink-100 text-ink-500">
          <Lock className="h-9 w-9" aria-hidden="true" />
        </span>
      )}
      <p className="mt-5 text-lg font-extrabold text-ink-900">This conversation is closed</p>
      <p className="mt-1 max-w-xs text-sm text-ink-500">
        {name ? `You can no longer message ${name}.` : 'You can no longer message this person.'}{' '}
        Chats close when a match ends or someone is blocked.
      </p>
      <Link
        to={`/help?${new URLSearchParams({ q: 'This conversation is closed' })}`}
        className={`${TEXT_LINK} mt-1 inline-flex min-h-11 items-center text-sm`}
      >
        Learn more about closed chats
      </Link>
      <Link to="/messages" className={`${buttonClass('secondary', 'md')} mt-4`}>
        Back to messages
      </Link>
    </div>
  );
}
