import { LoadError } from '../../../components/ui/load-error';
import { EmptyIcon } from './empty-icon';

/** A pet screen's query that failed, with the pet screens' empty-state disc. */
export function PetLoadError(props: { what: string; onRetry: () => void }) {
  return <LoadError {...props} icon={<EmptyIcon emoji="🌧️" />} />;
}
