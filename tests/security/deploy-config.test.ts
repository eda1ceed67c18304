/**
 * The deployment (compose.yaml, deploy/nginx.conf) keeps what the app relies on: the app trusts
 * X-Forwarded-For (TRUST_PROXY=1) for its per-IP limits, so the proxy must set it, never pass a
 * client's own value along; and no server version is announced.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const nginx = readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8');
const compose = readFileSync(path.join(root, 'compose.yaml'), 'utf8');

describe('deployment configuration', () => {
  it('hides the nginx version', () => {
    expect(nginx).toMatch(/^\s*server_tokens off;/m);
  });

  it('sets X-Forwarded-For to the real client address in every proxied location', () => {
    // Appending ($proxy_add_x_forwarded_for) keeps a client's forged first entry, which is the
    // address the app would then rate-limit by (regression: both locations appended).
    expect(nginx).not.toContain('$proxy_add_x_forwarded_for');
    const locations = nginx.split(/\n\s*location\s+/).slice(1);
    const proxied = locations.filter((block) => block.includes('proxy_pass'));
    expect(proxied.length).toBeGreaterThan(0);
    for (const block of proxied) {
      expect(block).toMatch(/proxy_set_header X-Forwarded-For \$remote_addr;/);
    }
  });

  it('sends each signed-in user to one instance, over connections kept open', () => {
    // The deck's queue and kept deck are per instance: round robin made each instance search a
    // user's deck (bench/README.md "Two instances behind nginx"); a connection per request cost
    // twice the CPU.
    const start = nginx.indexOf('upstream petmatch {');
    const api = nginx.slice(start, nginx.indexOf('}', start));
    expect(api).toMatch(/^\s*hash \$http_authorization consistent;/m);
    expect(api).toMatch(/^\s*keepalive \d+;/m);
    const site = nginx.split(/\n\s*location\s+/).find((block) => block.startsWith('/ {'));
    expect(site).toMatch(/proxy_set_header Connection "";/);
  });

  it('publishes only the proxy: the app instances cannot be reached around it', () => {
    const published = compose.match(/^\s+ports:/gm) ?? [];
    expect(published).toHaveLength(1);
    const nginxService = compose.slice(compose.indexOf('image: nginx'));
    expect(nginxService).toMatch(/^\s+ports:/m);
    expect(compose).toMatch(/TRUST_PROXY: '1'/);
  });
});
