// Compiles the server (src/server) into dist/server: one ESM bundle per entry, with the npm
// packages that can be bundled inside it. Running plain JavaScript saves the ~1 s tsx spends
// transpiling every module at start, and reading fastify, zod, drizzle and their few hundred small
// files as one bundle saves Node resolving and loading each (~0.4 s, bench/README.md "Server
// bundled"). Files the server reads next to its code (the SQL migrations) are copied beside the
// bundle, where src/server/db/client.ts looks for them.
import { cpSync, readdirSync, readFileSync, rmSync } from 'node:fs';
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
  // Left in node_modules: packages that find files beside their own code at run time (PGlite's
  // WebAssembly and data, native addons, swagger's UI assets and package.json, pino's worker
  // threads), and those loaded only on demand (PostgreSQL, Redis, S3).
  external: [
    '@electric-sql/pglite',
    '@node-rs/argon2',
    'sharp',
    '@fastify/swagger',
    '@fastify/swagger-ui',
    'pino',
    'pg',
    'ioredis',
    '@aws-sdk/*',
  ],
  // CommonJS packages inside an ES module bundle still call require() for Node's built-ins.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  // Code loaded on demand (the S3 storage) stays in its own file, so its dependencies load only
  // when used. Chunks sit flat beside the entries: import.meta.url resolves the same in all.
  splitting: true,
  chunkNames: '[name]-[hash]',
  sourcemap: 'linked',
  // Without the packages' comments, some of which are not ASCII: V8 would keep the whole 2.5 MB
  // bundle's source as two-byte text, ~7 MB more memory at idle. Names are kept, so stack traces
  // still say which function threw (dist/server/*.js.map maps them to the sources).
  minifyWhitespace: true,
  logLevel: 'warning',
});
// A bundled package that looks for its own files would fail only when it ran (no __dirname in an
// ES module): such a package belongs in `external` above.
for (const file of readdirSync(outdir).filter((f) => f.endsWith('.js'))) {
  if (/\b__(dirname|filename)\b/.test(readFileSync(path.join(outdir, file), 'utf8'))) {
    throw new Error(`${file} uses __dirname or __filename: add its package to external`);
  }
}
cpSync(path.join(root, 'src/server/db/migrations'), path.join(outdir, 'migrations'), {
  recursive: true,
});
console.log(`server built in ${path.relative(root, outdir)}`);
