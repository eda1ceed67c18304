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
