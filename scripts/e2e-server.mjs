// Builds the client into a private folder and serves it with a fresh embedded database (demo data
// seeded), for one Playwright run. Used by playwright.config.ts.
import { execFileSync, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

const port = process.env.E2E_PORT;
const dir = process.env.E2E_DIR;
if (!port || !dir) throw new Error('E2E_PORT and E2E_DIR are required');
rmSync(dir, { recursive: true, force: true });
const clientDist = path.join(dir, 'client');
execFileSync('npx', ['vite', 'build', '--logLevel', 'error'], {
  stdio: 'inherit',
  env: { ...process.env, CLIENT_OUT_DIR: clientDist },
});
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: path.join(dir, 'data'),
    CLIENT_DIST: clientDist,
    SEED_DEMO: '1',
    LOG_LEVEL: 'warn',
    // Every journey registers its own users from one IP: lift the per-IP limits for the run.
    AUTH_LIMIT_PER_IP: '100000',
    API_LIMIT_PER_MINUTE: '100000',
    // A journey writes a long thread (more than one page of history) in seconds.
    MESSAGE_LIMIT_PER_MINUTE: '100000',
  },
});
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  rmSync(dir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
