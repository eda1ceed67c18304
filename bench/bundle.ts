/**
 * JS weight of the landing page and of the signed-in app shell, gzipped, as the browser loads it:
 * a production build with a Vite manifest, then every script a document names (its <script src>
 * tags: the module entry and the small classic scripts from public/) plus the static-import
 * closure of its module entry.
 * - landing: `/`, i.e. landing.html (the prerendered landing document, no router or session).
 * - shell: `/home`, i.e. index.html plus the closure of the home route (app layout + home page).
 *
 * Standalone: `npx tsx bench/bundle.ts` (builds into a temporary folder), or
 * `npx tsx bench/bundle.ts dist/client` to measure an existing build made with `--manifest`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

const HOME = 'src/client/features/pets/pages/home-page.tsx';

export interface BundleWeight {
  gzipKb: number;
  rawKb: number;
  files: { file: string; rawKb: number; gzipKb: number }[];
}

/** Builds the client (unless `clientDir` holds a build with a manifest) and weighs both pages. */
export async function bundleSizes(
  root: string,
  log: (l: string) => void,
  opts: { clientDir?: string } = {},
): Promise<{ landing: BundleWeight; shell: BundleWeight }> {
  const outDir = opts.clientDir ?? mkdtempSync(path.join(os.tmpdir(), 'petmatch-bundle-'));
  if (!opts.clientDir) {
    log('building the client (vite build --manifest)');
    const build = spawnSync(
      'npx',
      ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'warn'],
      { cwd: root, stdio: 'inherit' },
    );
    if (build.status !== 0) throw new Error('vite build failed');
  }
  try {
    const landing = weigh(outDir, 'landing.html', []);
    const shell = weigh(outDir, 'index.html', [HOME]);
    log(
      `landing JS ${landing.gzipKb.toFixed(1)} KB gzip; app shell (/home) ${shell.gzipKb.toFixed(1)} KB gzip`,
    );
    return { landing, shell };
  } finally {
    if (!opts.clientDir) rmSync(outDir, { recursive: true, force: true });
  }
}

/** The scripts of one built document plus the static imports of its entry and of `routes`. */
function weigh(outDir: string, document: string, routes: string[]): BundleWeight {
  const manifestPath = path.join(outDir, '.vite/manifest.json');
  if (!existsSync(manifestPath))
    throw new Error(`no Vite manifest in ${outDir} (build --manifest)`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;

  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`not in the Vite manifest: ${key}`);
    seen.add(key);
    for (const i of chunk.imports ?? []) visit(i);
  };
  // A route bundled into the entry (no chunk of its own) is already counted with the document.
  [document, ...routes.filter((r) => manifest[r])].forEach(visit);
  const files = new Set([...seen].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js')));

  // Classic scripts the document loads besides its entry (public/*.js, the service worker's
  // registration): read from the built HTML itself.
  const html = readFileSync(path.join(outDir, document), 'utf8');
  for (const [, src] of html.matchAll(/<script\b[^>]*\bsrc="\/([^"]+)"/g)) {
    if (src && existsSync(path.join(outDir, src))) files.add(src);
  }

  const sizes = [...files].map((file) => {
    const bytes = readFileSync(path.join(outDir, file));
    return {
      file,
      rawKb: bytes.length / 1024,
      gzipKb: gzipSync(bytes, { level: 9 }).length / 1024,
    };
  });
  return {
    gzipKb: sizes.reduce((a, s) => a + s.gzipKb, 0),
    rawKb: sizes.reduce((a, s) => a + s.rawKb, 0),
    files: sizes.sort((a, b) => b.gzipKb - a.gzipKb),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(import.meta.dirname, '..');
  const clientDir = process.argv[2] ? path.resolve(process.argv[2]) : undefined;
  const { landing, shell } = await bundleSizes(root, console.log, { clientDir });
  for (const [name, weight] of Object.entries({ landing, shell })) {
    console.log(
      `\n${name}: ${weight.gzipKb.toFixed(1)} KB gzip (${weight.rawKb.toFixed(1)} KB raw)`,
    );
    for (const f of weight.files) console.log(`  ${f.gzipKb.toFixed(1).padStart(6)}  ${f.file}`);
  }
}
