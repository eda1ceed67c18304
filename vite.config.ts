import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { defineConfig, runnerImport, type Plugin } from 'vite';
import type { ChunkingContext, OutputChunk } from 'rolldown';
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
        // `/` is the prerendered landing document, not the app shell (landing.html).
        directoryIndex: 'landing.html',
        // The API, its docs and metrics always go to the network.
        navigateFallbackDenylist: [/^\/api/, /^\/metrics/],
        cleanupOutdatedCaches: true,
        // A new version takes over open tabs at once (registerType autoUpdate).
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
    stylesheetsFirst(),
    prerender(),
    preloadFont(),
    compileHintsAtStart(),
    precompress(),
  ],
  build: {
    outDir: process.env.CLIENT_OUT_DIR ?? 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      // The app (index.html) and the light landing document served for `/` (landing.html).
      input: { index: 'index.html', landing: 'landing.html' },
      output: {
        codeSplitting: { groups: [appShellGroup()] },
        // Modules run in import order whichever chunk they land in: with the shell grouped, the
        // entry chunk kept icons that the shell chunk read while it loaded (undefined then).
        strictExecutionOrder: true,
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, ws: true } },
  },
});

/**
 * One chunk for what the app document loads at start and the landing does not use. Left to
 * itself the bundler cut it into a chunk per set of lazy routes sharing a module, and /home
 * started with some 35 script requests queued on HTTP/1.1's six connections. (The landing's
 * set is a little too wide: it counts every icon of lucide's barrel, which it imports.)
 */
function appShellGroup() {
  let landing: Set<string> | undefined;
  const reach = (from: string, ctx: ChunkingContext) => {
    const seen = new Set<string>();
    const visit = (id: string) => {
      if (seen.has(id)) return;
      seen.add(id);
      ctx.getModuleInfo(id)?.importedIds.forEach(visit);
    };
    visit(from);
    return seen;
  };
  let app: Set<string> | undefined;
  return {
    name(id: string, ctx: ChunkingContext) {
      landing ??= reach(path.resolve(import.meta.dirname, 'landing.html'), ctx);
      app ??= reach(path.resolve(import.meta.dirname, 'index.html'), ctx);
      return app.has(id) && !landing.has(id) ? 'app' : null;
    },
    debugName: 'app shell',
    includeDependenciesRecursively: false,
  };
}

/**
 * Moves the render-blocking stylesheets ahead of the entry script and its modulepreloads in both
 * documents: Vite writes them last, and over HTTP/1.1's six connections per host the first paint
 * then waited for the CSS behind a queue of JS requests.
 */
function stylesheetsFirst(): Plugin {
  return {
    name: 'petmatch:stylesheets-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const stylesheet = /[ \t]*<link rel="stylesheet"[^>]*>\n?/g;
        const links = html.match(stylesheet) ?? [];
        const firstScript = html.search(/[ \t]*<script type="module"/);
        if (links.length === 0 || firstScript < 0) return html;
        const head = html.slice(0, firstScript);
        const rest = html.slice(firstScript).replace(stylesheet, '');
        return head + links.join('') + rest;
      },
    },
  };
}

/**
 * Markup rendered at build time into each document, so it paints before any JS: the landing's
 * page for `/` (its header hydrated by landing-main.tsx), and the app's splash for every other
 * route (which the app's first render replaces).
 */
const PRERENDERED: Record<string, { marker: string; module: string }> = {
  'landing.html': {
    marker: '<!--landing-prerender-->',
    module: '/src/client/features/landing/prerender.tsx',
  },
  'index.html': { marker: '<!--app-splash-->', module: '/src/client/app/splash-prerender.tsx' },
};

function prerender(): Plugin {
  return {
    name: 'petmatch:prerender',
    apply: 'build',
    transformIndexHtml: {
      // After Vite's own HTML processing, which would otherwise lift and minify the <style>
      // elements of the pet art, and hydration would then meet different text.
      order: 'post',
      async handler(html, { path: htmlPath }) {
        const page = PRERENDERED[path.basename(htmlPath)];
        if (!page) return html;
        const { module } = await runnerImport<{ renderHtml(): string }>(page.module, {
          logLevel: 'warn',
        });
        if (!html.includes(page.marker)) throw new Error(`${htmlPath} lacks ${page.marker}`);
        return html.replace(page.marker, () => module.renderHtml());
      },
    },
  };
}

/**
 * The Latin face of the brand font, fetched with the stylesheet in both documents. The landing's
 * prerendered text then rarely paints in a fallback font first and shifts when Nunito arrives;
 * the app's first screen, drawn once its script has run, finds the font there instead of asking
 * for it then, swapping it in later and moving the text (and its largest paint) once more.
 */
function preloadFont(): Plugin {
  return {
    name: 'petmatch:preload-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const font = Object.keys(bundle ?? {}).find((f) =>
          /nunito-latin-wght-normal-[\w-]+\.woff2$/.test(f),
        );
        if (!font) return html;
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              href: `/${font}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
            },
            injectTo: 'head-prepend' as const,
          },
        ];
      },
    },
  };
}

/**
 * V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chromium 136 on) at the top of
 * the chunks the app document imports at start. Their functions are then compiled on a
 * background thread while each script streams in, instead of one at a time on the main thread
 * when first called, which was much of evaluating the app's modules (zod's and react-router's
 * code running for the first time). Module evaluation at 4x CPU 230-232 -> 131-174 ms, Lighthouse
 * `/home` total blocking time halved (bench/README.md "Compile hints"). Other engines read a
 * comment. The chunks of lazy routes keep V8's lazy compiling.
 */
function compileHintsAtStart(): Plugin {
  const HINT = '//# allFunctionsCalledOnLoad\n';
  return {
    name: 'petmatch:compile-hints',
    apply: 'build',
    // After Vite's own code added at the top of chunks (the preload list, __vite__mapDeps).
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const entry = Object.values(bundle).find(
          (file) => file.type === 'chunk' && file.isEntry && file.name === 'index',
        );
        if (!entry || entry.type !== 'chunk') throw new Error('no entry chunk for index.html');
        const atStart = new Set<OutputChunk>();
        const visit = (fileName: string) => {
          const chunk = bundle[fileName];
          if (chunk?.type !== 'chunk' || atStart.has(chunk)) return;
          atStart.add(chunk);
          chunk.imports.forEach(visit);
        };
        visit(entry.fileName);
        for (const chunk of atStart) {
          chunk.code = HINT + chunk.code;
          // One line more at the top (only if a source map is ever turned on).
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
        }
      },
    },
  };
}

/**
 * Brotli and gzip copies of the text files next to them; the server sends the one the browser
 * accepts (@fastify/static preCompressed), so nothing is compressed per request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'petmatch:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      handler() {
        for (const file of filesUnder(outDir)) {
          if (!/\.(js|mjs|css|html|svg|json|webmanifest|txt|ico)$/.test(file)) continue;
          const bytes = readFileSync(file);
          if (bytes.length < 1024) continue;
          writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
          writeFileSync(
            `${file}.br`,
            brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
          );
        }
      },
    },
  };
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}
