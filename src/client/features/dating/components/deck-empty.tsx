import { PawPrint, RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import { DATING } from '../../../../shared/constants';
import { activeSince, caredSince } from '../../../../shared/rules/active-pets';
import { Button, buttonClass } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { useOwnProfile } from '../../../lib/own-profile';
import { useSession } from '../../../lib/session';

/**
 * 'No More Profiles' (spec: with a Refresh button), and why the deck may be short. "Show only
 * active pets" is on by default, so two new people who have not cared for a pet yet never see
 * each other; the screen says so instead of leaving them to think nobody is near.
 */
export function DeckEmpty({ onRefresh }: { onRefresh: () => void }) {
  const { user } = useSession();
  const { data: profile } = useOwnProfile();
  const me = profile ?? user;
  const onlyActive = me?.preferences.showOnlyActivePets ?? false;
  // Unknown until the profile answers: no hint rather than a wrong one.
  const hidden = profile ? !caredSince(profile.lastPetActionAt, activeSince(new Date())) : false;
  const days = DATING.activePetWithinDays;

  const hinted = hidden || onlyActive;
  return (
    <div className="flex flex-1 flex-col justify-center">
      <EmptyState
        icon="🐾"
        title="No More Profiles"
        description="Nobody new fits your preferences right now. Check back soon, or widen your search."
        // With the hints below, less room above: Refresh stays in view on a 740 px phone.
        className={hinted ? 'py-4' : undefined}
        action={
          <div className="flex flex-col items-center gap-3">
            <Button data-deck-focus onClick={onRefresh}>
              <RefreshCw className="h-4.5 w-4.5" aria-hidden="true" />
              Refresh
            </Button>
            {hinted ? (
              <ul className="flex max-w-xs flex-col gap-2 text-left text-sm text-ink-600">
                {hidden ? (
                  <li className="rounded-2xl bg-white p-3 shadow-sm ring-1 ring-ink-100">
                    People who want active pets can't see you yet. Feed, play with, groom or train
                    your pet to show up in their decks for {days} days.
                    <Link
                      to="/home"
                      className={`${buttonClass('secondary', 'sm')} mt-2 w-full`}
                      data-testid="care-for-pet"
                    >
                      <PawPrint className="h-4 w-4" aria-hidden="true" />
                      Care for Your Pet
                    </Link>
                  </li>
                ) : null}
                {onlyActive ? (
                  <li className="rounded-2xl bg-white p-3 shadow-sm ring-1 ring-ink-100">
                    You're seeing only people who cared for their pet in the last {days} days. Turn
                    off "Show only active pets" in your preferences to see everyone.
                  </li>
                ) : null}
              </ul>
            ) : null}
            <Link to="/dating/preferences" className={buttonClass('ghost', 'sm')}>
              Adjust Preferences
            </Link>
          </div>
        }
      />
    </div>
  );
}
