// Runs the server test suite against a real PostgreSQL server: each test file clones a freshly
// migrated template database (see src/server/test/global-setup.ts).
import { spawnSync } from 'node:child_process';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const result = spawnSync(
  'npx',
  ['vitest', 'run', 'src/server', 'tests/security', 'tests/reliability', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: url },
  },
);
process.exit(result.status ?? 1);
