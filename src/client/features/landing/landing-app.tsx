import { StrictMode } from 'react';
import { LandingView } from './components/landing-view';

/** The whole landing: prerendered at build time into landing.html, rendered by the dev server. */
export function LandingApp() {
  return (
    <StrictMode>
      <LandingView />
    </StrictMode>
  );
}
