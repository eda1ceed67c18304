import { isRouteErrorResponse, useRouteError } from 'react-router';
import { EmptyState } from '../components/ui/empty-state';
import { buttonClass } from '../components/ui/button';

/** Shown when a screen fails to load or render (e.g. a new deploy replaced its chunk). */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;
  return (
    <div className="mx-auto flex min-h-dvh max-w-md items-center justify-center">
      <EmptyState
        icon="😿"
        title="Something went wrong"
        description={detail ?? 'This screen could not be shown. Reloading usually fixes it.'}
        action={
          <a href="/" className={buttonClass('primary')} onClick={() => window.location.reload()}>
            Reload
          </a>
        }
      />
    </div>
  );
}
