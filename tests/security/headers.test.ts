/**
 * Security headers on every kind of answer (helmet, src/server/app.ts): a Content-Security-Policy
 * with no script relaxation, no framing, nosniff, no server or framework version. The API docs
 * and the photos carry their own, scoped policies. The browser side (no violation while the built
 * app runs) is tests/e2e/security-headers.spec.ts.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../src/server/test/helpers';
import { uploadImage } from './image-upload';
import { quickUser } from './quick-user';

/** Generous per-test time: these suites share a loaded machine (no timing is asserted). */
const SLOW_MACHINE = 120_000;

const t = useTestApp();

function expectAppPolicy(headers: Record<string, unknown>, label: string) {
  const csp = String(headers['content-security-policy'] ?? '');
  const directives = Object.fromEntries(
    csp.split(';').map((d) => {
      const [name, ...values] = d.trim().split(/\s+/);
      return [name, values.join(' ')];
    }),
  );
  expect(directives, label).toMatchObject({
    'default-src': "'self'",
    'script-src': "'self'",
    'script-src-attr': "'none'",
    'object-src': "'none'",
    'frame-ancestors': "'none'",
    'base-uri': "'self'",
    'form-action': "'self'",
    'connect-src': "'self'",
    'img-src': "'self' data: blob:",
  });
  expect(headers['x-frame-options'], label).toBe('DENY');
  expect(headers['x-content-type-options'], label).toBe('nosniff');
  expect(headers['referrer-policy'], label).toBe('no-referrer');
  expect(headers['x-powered-by'], label).toBeUndefined();
  expect(headers.server, label).toBeUndefined();
}

describe('security headers', { timeout: SLOW_MACHINE }, () => {
  it('are on successes and on every kind of refusal', async () => {
    const u = await quickUser(t);
    const answers = {
      ok: await u.inject('GET', '/api/user/profile'),
      public: await t.app.inject({ method: 'GET', url: '/api/health' }),
      unauthorized: await t.app.inject({ method: 'GET', url: '/api/user/profile' }),
      invalid: await u.inject('PUT', '/api/user/profile', { age: 'old' }),
      notFound: await t.app.inject({ method: 'GET', url: '/api/nothing-here' }),
      tooLarge: await u.inject('PUT', '/api/user/profile', { bio: 'x'.repeat(300_000) }),
      badJson: await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"email":',
      }),
    };
    for (const [label, res] of Object.entries(answers)) {
      expect(res.statusCode, label).toBeLessThan(500);
      expectAppPolicy(res.headers, label);
    }
    expect(answers.tooLarge.statusCode).toBe(413);
  });

  it('gives the API docs their own policy, scoped to /api/docs, still never framed', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    const csp = String(docs.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(docs.headers['x-frame-options']).toBe('DENY');
    // Outside /api/docs the app's policy, unrelaxed.
    expectAppPolicy((await t.app.inject({ method: 'GET', url: '/api/health' })).headers, 'health');
  });

  it('serves photos sandboxed, never sniffed', async () => {
    const u = await quickUser(t);
    const image = (await uploadImage(t, u)).json() as { url: string };
    const res = await t.app.inject({ method: 'GET', url: image.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});
