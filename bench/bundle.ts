/**
 * JS weight of the landing page and of the signed-in app shell, gzipped: a production build with
 * a Vite manifest, then the static-import closure of the entry plus the route module that `/`
 * (landing) or `/home` (shell: app layout + home page) loads.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

const LANDING = 'src/client/features/landing/pages/landing-page.tsx';
const HOME = 'src/client/features/pets/pages/home-page.tsx';

export async function bundleSizes(root: string, log: (l: string) => void) {
  const outDir = path.join(root, 'bench/.build');
  log('building the client (vite build --manifest)');
  const build = spawnSync(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'warn'],
    { cwd: root, stdio: 'inherit' },
  );
  if (build.status !== 0) throw new Error('vite build failed');
  try {
    const manifest = JSON.parse(
      readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'),
    ) as Record<string, ManifestChunk>;
    const closure = (keys: string[]) => {
      const seen = new Set<string>();
      const visit = (key: string) => {
        if (seen.has(key)) return;
        const chunk = manifest[key];
        if (!chunk) throw new Error(`not in the Vite manifest: ${key}`);
        seen.add(key);
        for (const i of chunk.imports ?? []) visit(i);
      };
      keys.forEach(visit);
      return [...seen].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'));
    };
    const measure = (files: string[]) => {
      const sizes = files.map((f) => {
        const bytes = readFileSync(path.join(outDir, f));
        return {
          file: f,
          rawKb: bytes.length / 1024,
          gzipKb: gzipSync(bytes, { level: 9 }).length / 1024,
        };
      });
      return {
        gzipKb: sizes.reduce((a, s) => a + s.gzipKb, 0),
        rawKb: sizes.reduce((a, s) => a + s.rawKb, 0),
        files: sizes.sort((a, b) => b.gzipKb - a.gzipKb),
      };
    };
    const landing = measure(closure(['index.html', LANDING]));
    const shell = measure(closure(['index.html', HOME]));
    log(
      `landing JS ${landing.gzipKb.toFixed(1)} KB gzip; app shell (/home) ${shell.gzipKb.toFixed(1)} KB gzip`,
    );
    return { landing, shell };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
