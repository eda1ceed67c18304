import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { router } from './app/router';
import '@fontsource-variable/nunito';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// As a transition, React renders the first screen in short slices instead of one long task that
// would keep a slow phone from answering taps (Lighthouse's total blocking time).
startTransition(() =>
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  ),
);

// Photos a registration left in this browser (its tab closed mid-wizard) go after a day; checked
// once the first screen is up, in a chunk of its own.
const removeAbandonedPhotos = () =>
  void import('./features/auth/registration/saved-photos').then((m) => m.removeAbandonedPhotos());
if ('requestIdleCallback' in window)
  requestIdleCallback(removeAbandonedPhotos, { timeout: 10_000 });
else setTimeout(removeAbandonedPhotos, 5_000);
