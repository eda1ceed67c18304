import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { LandingHeader } from './features/landing/components/landing-header';
import { LANDING_HEADER_ID } from './features/landing/landing-content';
import { handleSectionLinks } from './features/landing/scroll-spy';
import './features/landing/landing.css';

/**
 * Entry of the standalone landing document (landing.html, served for `/`). The build prerenders
 * the whole page; only the header (menu, scroll spy) needs React, so only it is hydrated, as a
 * transition React splits into short tasks: the rest stays static markup, and its section links
 * work through one listener. The page's art and sections never load as JavaScript here (issue
 * 11, Lighthouse). An inline script in landing.html has already sent signed-in visitors to /home.
 */
const root = document.getElementById('root');
if (!root) throw new Error('landing.html has no #root');
const header = document.getElementById(LANDING_HEADER_ID);

if (header?.hasChildNodes()) {
  handleSectionLinks(document);
  startTransition(
    () =>
      void hydrateRoot(
        header,
        <StrictMode>
          <LandingHeader />
        </StrictMode>,
      ),
  );
} else {
  // The dev server serves the bare template: render the whole page.
  void import('./features/landing/landing-app').then(({ LandingApp }) =>
    createRoot(root).render(<LandingApp />),
  );
}
