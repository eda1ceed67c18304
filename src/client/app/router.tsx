import { useEffect } from 'react';
import { createBrowserRouter, Navigate, Outlet, ScrollRestoration } from 'react-router';
import { RequireAuth, VisitorOnly } from './guards';
import { AppLayout, type RouteHandle } from './app-layout';
import { RouteError } from './route-error';
import { AppSplash } from './app-splash';
import { Component as HomePage } from '../features/pets/pages/home-page';
import { prefetchHome } from '../features/pets/api/prefetch-home';
import { queryClient } from '../lib/query-client';
import { retryImport } from '../lib/retry-import';
import { shieldSecondTaps } from '../lib/second-tap-shield';

const fullScreen: RouteHandle = { hideNav: true };

/** A lazily loaded screen, fetched again when the connection is back (`retryImport`). */
function screen<T>(load: () => Promise<T>) {
  return () => retryImport(load);
}

/** Spec section 2; every screen but Home is loaded lazily. */
export const router = createBrowserRouter([
  {
    errorElement: <RouteError />,
    hydrateFallbackElement: <AppSplash />,
    element: <Root />,
    children: [
      {
        element: <VisitorOnly />,
        children: [
          { path: '/', lazy: screen(() => import('../features/landing/pages/landing-page')) },
          { path: '/login', lazy: screen(() => import('../features/auth/pages/login-page')) },
          { path: '/register', lazy: screen(() => import('../features/auth/pages/register-page')) },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <AppLayout />,
            children: [
              {
                path: '/onboarding',
                handle: fullScreen,
                lazy: screen(() => import('../features/pets/pages/onboarding-page')),
              },
              {
                // Home is the start screen (the PWA's start_url, where sign-in lands): bundled
                // with the shell, and shown once its reads are in, in one render that React
                // can split into short tasks, rather than a spinner that the answers replace
                // in one long one.
                path: '/home',
                Component: HomePage,
                loader: async () => {
                  await prefetchHome(queryClient);
                  return null;
                },
              },
              { path: '/my-pet', lazy: screen(() => import('../features/pets/pages/my-pet-page')) },
              { path: '/pet', element: <Navigate to="/my-pet" replace /> },
              {
                path: '/pet-selection',
                lazy: screen(() => import('../features/pets/pages/pet-selection-page')),
              },
              {
                path: '/pet-customization',
                lazy: screen(() => import('../features/pets/pages/pet-customization-page')),
              },
              {
                path: '/adopt-pet',
                lazy: screen(() => import('../features/pets/pages/adopt-pet-page')),
              },
              {
                path: '/adopt-pet/:petId',
                lazy: screen(() => import('../features/pets/pages/adopt-pet-detail-page')),
              },
              {
                path: '/my-bank',
                lazy: screen(() => import('../features/pets/pages/my-bank-page')),
              },
              {
                path: '/emoji-match-game',
                handle: fullScreen,
                lazy: screen(() => import('../features/game/pages/emoji-match-game-page')),
              },
              {
                path: '/dating',
                lazy: screen(() => import('../features/dating/pages/dating-page')),
              },
              {
                path: '/dating/preferences',
                lazy: screen(() => import('../features/dating/pages/preferences-page')),
              },
              {
                path: '/dating/matches',
                lazy: screen(() => import('../features/dating/pages/matches-page')),
              },
              {
                path: '/dating/wants-to-meet',
                lazy: screen(() => import('../features/dating/pages/wants-to-meet-page')),
              },
              {
                path: '/messages',
                lazy: screen(() => import('../features/messages/pages/conversations-page')),
              },
              {
                path: '/messages/:userId',
                handle: fullScreen,
                lazy: screen(() => import('../features/messages/pages/chat-page')),
              },
              {
                path: '/notifications',
                lazy: screen(() => import('../features/notifications/pages/notifications-page')),
              },
              {
                path: '/profile',
                lazy: screen(() => import('../features/profile/pages/profile-page')),
              },
              {
                path: '/profile/edit',
                lazy: screen(() => import('../features/profile/pages/edit-profile-page')),
              },
              {
                path: '/profile/:id',
                lazy: screen(() => import('../features/dating/pages/public-profile-page')),
              },
              { path: '/shop', lazy: screen(() => import('../features/shop/pages/shop-page')) },
              { path: '/more', lazy: screen(() => import('../features/more/pages/more-page')) },
              { path: '/help', lazy: screen(() => import('../features/help/pages/help-page')) },
              { path: '/about', lazy: screen(() => import('../features/help/pages/about-page')) },
            ],
          },
        ],
      },
      // Open to visitors and members: the sign-up form links them.
      { path: '/terms', lazy: screen(() => import('../features/legal/pages/terms-page')) },
      { path: '/privacy', lazy: screen(() => import('../features/legal/pages/privacy-page')) },
      // Unknown paths (and /settings, /achievements, /friends) show the 404 page.
      { path: '*', lazy: screen(() => import('../features/not-found/pages/not-found-page')) },
    ],
  },
]);

/** New screens open at the top; going back restores where the user was. */
function Root() {
  // Once the router has shown its first screen, so its provider is already listening.
  useEffect(() => shieldSecondTaps(router), []);
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
