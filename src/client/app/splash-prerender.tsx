import { renderToString } from 'react-dom/server';
import { AppSplash } from './app-splash';

/** Called by the build (vite.config.ts) to put the splash's markup into index.html. */
export function renderHtml(): string {
  return renderToString(<AppSplash />);
}
