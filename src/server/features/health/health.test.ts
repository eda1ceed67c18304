import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helpers';

const t = useTestApp();

describe('operations endpoints', () => {
  it('reports liveness and readiness without a token', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toMatchObject({ status: 'ok', version: '1.0.0' });
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: 'ok', redis: 'disabled' });
  });

  it('exposes Prometheus metrics with request durations by route', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    expect(res.body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/health",status_code="200"\} \d+/,
    );
    expect(res.body).toContain('websocket_connections');
    expect(res.body).toContain('event_bus_lag_seconds');
  });
});

describe('OpenAPI documentation', () => {
  it('documents every API route, generated from the zod schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toMatch(/^3\.1/);
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([path, methods]) =>
        Object.keys(methods).map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
      ),
    );
    const routes = t.app
      .printRoutes({ commonPrefix: false })
      .split('\n')
      .filter((line) => line.includes('/api/'));
    expect(routes.length).toBeGreaterThan(0);
    const missing: string[] = [];
    for (const line of routes) {
      const match = /(\/api\/\S*) \(([A-Z, ]+)\)/.exec(line.replace(/^[\s└├│─]+/, ''));
      if (!match) continue;
      const [, path, methods] = match as unknown as [string, string, string];
      // The docs themselves and the WebSocket upgrade (OpenAPI has no model for it) are skipped.
      if (path.startsWith('/api/docs') || path.endsWith('*') || path === '/api/ws') continue;
      for (const method of methods.split(', ')) {
        if (method === 'HEAD') continue;
        if (!documented.has(`${method} ${path}`)) missing.push(`${method} ${path}`);
      }
    }
    expect(missing).toEqual([]);
    const login = doc.paths['/api/auth/login'] as { post: { requestBody: unknown } };
    expect(JSON.stringify(login.post.requestBody)).toContain('password');
  });

  it('serves the interactive UI without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger');
  });

  it('answers with the security headers, the same on every request', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['strict-transport-security']).toContain('max-age=');
      expect(res.headers).toMatchObject({
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
        'origin-agent-cluster': '?1',
        'referrer-policy': 'no-referrer',
        'x-dns-prefetch-control': 'off',
        'x-download-options': 'noopen',
        'x-permitted-cross-domain-policies': 'none',
        'x-xss-protection': '0',
      });
    }
  });
});
