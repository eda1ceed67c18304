import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { LandingApp } from './features/landing/landing-app';
import './features/landing/landing.css';

/**
 * Entry of the standalone landing document (landing.html, served for `/`): only React and the
 * landing itself. public/landing-redirect.js has already sent signed-in visitors to /home.
 */
const root = document.getElementById('root');
if (!root) throw new Error('landing.html has no #root');

// The build prerenders the markup: hydrate it as a transition, which React splits into short
// tasks, so a slow phone stays responsive while the page comes alive. The dev server serves
// the bare template: render it.
if (root.hasChildNodes()) startTransition(() => void hydrateRoot(root, <LandingApp />));
else createRoot(root).render(<LandingApp />);
