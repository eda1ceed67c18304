import { Suspense, useState } from 'react';
import { lazyRetrying } from '../../lib/retry-import';
import { useToasts } from '../../lib/toast';

const Toaster = lazyRetrying(() => import('./toaster').then((m) => ({ default: m.Toaster })));

/**
 * The toast region, loaded with the first toast (Radix Toast is ~10 KB gzip that no screen needs
 * for its first paint) and kept from then on.
 */
export function LazyToaster() {
  const hasToasts = useToasts().length > 0;
  const [used, setUsed] = useState(false);
  if (hasToasts && !used) setUsed(true);
  return used || hasToasts ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
