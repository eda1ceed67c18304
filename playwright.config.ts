import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// One server per run on its own port, database and client build, so runs never collide. Chromium
// refuses three ports of the range outright (net::ERR_UNSAFE_PORT: sieve and SIP), failing every
// journey of a run that drew one.
const CHROMIUM_UNSAFE_PORTS = new Set([4190, 5060, 5061]);
function freshPort(): number {
  const port = 4100 + Math.floor(Math.random() * 1800);
  return CHROMIUM_UNSAFE_PORTS.has(port) ? freshPort() : port;
}
process.env.E2E_PORT ??= String(freshPort());
process.env.E2E_DIR ??= path.join(os.tmpdir(), `petmatch-e2e-${process.env.E2E_PORT}`);
const port = Number(process.env.E2E_PORT);
const dir = process.env.E2E_DIR;

export default defineConfig({
  testDir: 'tests/e2e',
  // Per run: Playwright empties its output folder at start, and runs may overlap on one machine.
  outputDir: `test-results/e2e/run-${port}`,
  fullyParallel: true,
  // One browser at a time: on a 2-core machine the server, the runner and two Chromiums starved
  // each other (a request or an evaluate waiting past the 60 s test timeout); one is faster.
  workers: 1,
  retries: 0,
  // A hang guard, not a speed check: the first journey also pays for a cold server and browser.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: `test-results/e2e/report-${port}` }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    // The service worker is tested on its own (pwa.spec.ts); elsewhere it would cache under tests.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'mobile-chromium' }],
  webServer: {
    command: `node scripts/e2e-server.mjs`,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { E2E_PORT: String(port), E2E_DIR: dir },
  },
});
