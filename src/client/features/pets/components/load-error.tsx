import { LoadError as ScreenLoadError } from '../../../components/ui/load-error';
import { EmptyIcon } from './empty-icon';

/** A pet screen's query that failed, with the pet screens' empty-state disc. */
export function LoadError(props: { what: string; onRetry: () => void }) {
  return <ScreenLoadError {...props} icon={<EmptyIcon emoji="🌧️" />} />;
}
