import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { EmptyIcon } from './empty-icon';

/** A query that failed: says so and offers a retry. */
export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <EmptyState
      icon={<EmptyIcon emoji="🌧️" />}
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
