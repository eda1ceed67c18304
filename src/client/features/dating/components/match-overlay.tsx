import * as RadixDialog from '@radix-ui/react-dialog';
import { Heart, MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import type { PetSummary, SwipeResponse } from '../../../../shared/schemas/dating';
import { Confetti } from '../../../components/confetti';
import { PetArt } from '../../../components/pet-art';
import { PersonAvatar } from './person-avatar';

type MatchInfo = NonNullable<SwipeResponse['match']>;

function PetBubble({
  pet,
  caption,
  fallbackName,
}: {
  pet: PetSummary | null;
  caption: string;
  fallbackName: string;
}) {
  return (
    <figure className="flex w-32 flex-col items-center">
      <div className="flex h-32 w-32 items-center justify-center rounded-full bg-white/95 shadow-2xl ring-4 ring-white/60">
        {pet ? (
          <PetArt
            type={pet.type}
            variant={pet.variant}
            mood="happy"
            accessories={pet.accessories}
            size={112}
          />
        ) : (
          <PersonAvatar name={fallbackName} photo={null} pet={null} size={96} />
        )}
      </div>
      <figcaption className="mt-2 max-w-full truncate text-sm font-bold text-white/90">
        {caption}
      </figcaption>
    </figure>
  );
}

/**
 * 'It's a Match!' with both pets, a message button and a way back to the screen it opened on,
 * named by `closeLabel`. `onClosed` says where focus goes next: the control that opened it may
 * be gone (the deck's last card).
 */
export function MatchOverlay({
  match,
  onClose,
  onClosed,
  closeLabel = 'Keep Swiping',
}: {
  match: MatchInfo | null;
  onClose: () => void;
  onClosed: () => void;
  closeLabel?: string;
}) {
  return (
    <RadixDialog.Root open={match !== null} onOpenChange={(open) => !open && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClosed();
          }}
          // Scrolls when taller than the screen (a phone held sideways, large text), so the way
          // back is always in reach; centred when it fits.
          className="fixed inset-0 z-50 animate-fade-in overflow-y-auto overflow-x-hidden overscroll-contain bg-gradient-to-b from-brand-500 via-brand-600 to-grape-700 px-6 pb-[env(safe-area-inset-bottom)] pt-[env(safe-area-inset-top)] text-center text-white focus:outline-none"
        >
          {match ? (
            <div className="flex min-h-full flex-col items-center justify-center py-6">
              <Confetti />
              <div className="absolute -left-24 -top-24 h-72 w-72 rounded-full bg-white/10" />
              <div className="absolute -bottom-32 -right-20 h-80 w-80 rounded-full bg-white/10" />
              <RadixDialog.Title className="animate-pop text-5xl font-black italic tracking-tight drop-shadow-lg">
                It&apos;s a Match!
              </RadixDialog.Title>
              <RadixDialog.Description className="mt-3 max-w-xs text-base font-semibold text-white/90 wrap-anywhere">
                You and {match.displayName} like each other. You both earned 25 coins!
              </RadixDialog.Description>
              <div className="relative mt-10 flex items-center justify-center short:mt-4">
                <div className="-rotate-6">
                  <PetBubble
                    pet={match.yourPet}
                    caption={match.yourPet ? `Your ${match.yourPet.name}` : 'You'}
                    fallbackName="You"
                  />
                </div>
                <span className="z-10 -mx-4 flex h-14 w-14 items-center justify-center rounded-full bg-white shadow-xl">
                  <Heart
                    className="h-7 w-7 animate-pulse fill-brand-500 text-brand-500"
                    aria-hidden="true"
                  />
                </span>
                <div className="rotate-6">
                  <PetBubble
                    pet={match.pet}
                    caption={
                      match.pet ? `${match.displayName}'s ${match.pet.name}` : match.displayName
                    }
                    fallbackName={match.displayName}
                  />
                </div>
              </div>
              {/* Above the confetti (z-60), which would otherwise fall across the buttons' text. */}
              <div className="relative z-[70] mt-12 flex w-full max-w-xs flex-col gap-3 short:mt-5">
                {/* In place of the overlay's history entry: Back from the chat is the deck. */}
                <Link
                  to={`/messages/${match.userId}`}
                  replace
                  className="inline-flex h-13 items-center justify-center gap-2 rounded-2xl bg-white text-base font-extrabold text-brand-600 shadow-xl transition active:scale-[0.98]"
                >
                  <MessageCircle className="h-5 w-5" aria-hidden="true" />
                  Send Message
                </Link>
                <RadixDialog.Close className="h-12 rounded-2xl text-base font-bold text-white/90 ring-2 ring-white/50 transition hover:bg-white/10">
                  {closeLabel}
                </RadixDialog.Close>
              </div>
            </div>
          ) : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
