import { renderToString } from 'react-dom/server';
import { LandingApp } from './landing-app';

/** Called by the build (vite.config.ts) to put the landing's markup into landing.html. */
export function renderHtml(): string {
  return renderToString(<LandingApp />);
}
