import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';

const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // Installable app: manifest, generated icons and a service worker that caches the app shell.
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: 'script-defer',
      pwaAssets: { config: true, overrideManifestIcons: true },
      manifest: {
        name: 'Petmatch',
        short_name: 'Petmatch',
        description: 'Meet people through the virtual pets you raise and the games you play.',
        theme_color: '#f43f6a',
        background_color: '#fbf7fd',
        display: 'standalone',
        orientation: 'portrait',
        start_url: '/home',
        scope: '/',
        categories: ['social', 'games', 'lifestyle'],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        navigateFallback: '/index.html',
        // The API, its docs and metrics always go to the network.
        navigateFallbackDenylist: [/^\/api/, /^\/metrics/],
        cleanupOutdatedCaches: true,
        // A new version takes over open tabs at once (registerType autoUpdate).
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
  ],
  build: {
    outDir: process.env.CLIENT_OUT_DIR ?? 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, ws: true } },
  },
});
