// Compiles the server (src/server) into dist/server: one ESM bundle per entry, dependencies left
// to node_modules. Running plain JavaScript saves the ~1 s tsx spends transpiling every module at
// start (issue 11, cold start). Files the server reads next to its code (the SQL migrations) are
// copied beside the bundle, where src/server/db/client.ts looks for them.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
// SERVER_OUT_DIR (tests): another folder, inside the repo so the bundle's imports of packages
// still find node_modules.
const outdir = path.resolve(root, process.env.SERVER_OUT_DIR ?? 'dist/server');

rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: {
    main: 'src/server/main.ts', // `node dist/server/main.js`: the server
    seed: 'src/server/db/seed/cli.ts', // `node dist/server/seed.js`: the demo data
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  // Code loaded on demand (the S3 storage) stays in its own file, so its dependencies load only
  // when used. Chunks sit flat beside the entries: import.meta.url resolves the same in all.
  splitting: true,
  chunkNames: '[name]-[hash]',
  sourcemap: 'linked',
  logLevel: 'warning',
});
cpSync(path.join(root, 'src/server/db/migrations'), path.join(outdir, 'migrations'), {
  recursive: true,
});
console.log(`server built in ${path.relative(root, outdir)}`);
