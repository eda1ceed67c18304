import type { ReactNode } from 'react';
import { Button } from './button';
import { EmptyState } from './empty-state';

/** A screen whose data could not be loaded: says what, and offers a retry. */
export function LoadError({
  what,
  onRetry,
  icon = '🌧️',
}: {
  /** What was being loaded, as the sentence needs it: "your matches", "this profile". */
  what: string;
  onRetry: () => void;
  icon?: ReactNode;
}) {
  return (
    <EmptyState
      icon={icon}
      title="Something went wrong"
      description={`We couldn't load ${what}. Check your connection and try again.`}
      action={
        <Button variant="secondary" onClick={onRetry}>
          Try Again
        </Button>
      }
    />
  );
}

/** A failed read inside a card that has more to show: one line and Try Again. */
export function LoadErrorRow({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div className="flex items-center gap-3">
      <p className="flex-1 text-sm font-bold text-ink-700">Could not load {what}.</p>
      <Button size="sm" variant="secondary" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}
