import { Heart, X } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { SwipeDirection } from '../../../../shared/schemas/dating';
import { decideFromProfile } from '../lib/deck-decision';

/**
 * Pass and Like at the foot of a profile opened from the deck: the choice goes back to the deck,
 * which sends the card off as its own buttons do, so nobody has to step back to decide.
 */
export function DeckDecisionBar({ id, name }: { id: string; name: string }) {
  const navigate = useNavigate();
  const decide = (direction: SwipeDirection) => {
    decideFromProfile(id, direction);
    void navigate(-1);
  };
  return (
    <div className="sticky bottom-[calc(4.25rem+env(safe-area-inset-bottom))] flex justify-center gap-6 bg-gradient-to-t from-canvas via-canvas/95 to-transparent pb-3 pt-6">
      <button
        type="button"
        aria-label={`Pass on ${name}`}
        onClick={() => decide('left')}
        className="flex size-[min(4rem,22vw)] items-center justify-center rounded-full bg-white text-brand-500 shadow-card ring-1 ring-ink-100 transition hover:scale-105 active:scale-95"
      >
        <X className="h-8 w-8" strokeWidth={3} aria-hidden="true" />
      </button>
      <button
        type="button"
        aria-label={`Like ${name}`}
        onClick={() => decide('right')}
        className="flex size-[min(4rem,22vw)] items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-grape-500 text-white shadow-card transition hover:scale-105 active:scale-95"
      >
        <Heart className="h-8 w-8 fill-white" aria-hidden="true" />
      </button>
    </div>
  );
}
