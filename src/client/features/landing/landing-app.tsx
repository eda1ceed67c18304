import { StrictMode } from 'react';
import { LandingView } from './components/landing-view';

/** The one tree both the build-time prerender and the browser's hydration render. */
export function LandingApp() {
  return (
    <StrictMode>
      <LandingView />
    </StrictMode>
  );
}
