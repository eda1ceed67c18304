import { expect, test, type Page } from '@playwright/test';
import { registerViaApi, signInWithSession, snap } from './support';

/**
 * The built app runs under its Content-Security-Policy without a single violation (docs/security.md):
 * every violation event and every "Refused to ..." console message is collected per page.
 */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const messages: string[] = [];
  page.on('console', (msg) => {
    const text = msg.text();
    if (/Refused to|Content Security Policy/i.test(text)) messages.push(`console: ${text}`);
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => {
      seen.push(
        `${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`,
      );
    });
  });
  return async () => {
    const events = await page
      .evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])
      .catch(() => [] as string[]);
    return [...messages, ...events];
  };
}

function expectSecurityHeaders(headers: Record<string, string>) {
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-powered-by']).toBeUndefined();
  expect(headers.server).toBeUndefined();
}

test('landing and login run under the CSP without violations', async ({ page }) => {
  const violations = await watchCsp(page);
  const landing = await page.goto('/');
  expectSecurityHeaders(landing?.headers() ?? {});
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.mouse.wheel(0, 2000);
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);

  const login = await page.goto('/login');
  expectSecurityHeaders(login?.headers() ?? {});
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
  await snap(page, 'security-login-under-csp');
});

test('signed-in screens, a dialog and the realtime socket run under the CSP', async ({ page }) => {
  const violations = await watchCsp(page);
  const auth = await registerViaApi(page);
  const pet = await page.request.post('/api/pets', {
    headers: { authorization: `Bearer ${auth.token}` },
    data: { name: 'Ember', type: 'dragon', variant: 'fire' },
  });
  expect(pet.status()).toBe(200);
  const socketOpened = page.waitForEvent('websocket', (ws) => ws.url().endsWith('/api/ws'));
  await signInWithSession(page, auth, '/home');
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await socketOpened;
  await page.waitForLoadState('networkidle');
  await snap(page, 'security-home-under-csp');

  // A Radix dialog injects its scroll-lock <style>: the policy allows it.
  // (An accessory: the pet's energy is full, so the energy items offer no Buy.)
  await page.goto('/shop');
  await page.getByRole('tab', { name: 'Items', exact: true }).click();
  await page.getByRole('button', { name: 'Buy Cute Bow' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await snap(page, 'security-dialog-under-csp');
  expect(await violations()).toEqual([]);
});

test('the API docs run under their own, separate policy', async ({ page }) => {
  const violations = await watchCsp(page);
  const res = await page.goto('/api/docs/static/index.html');
  const csp = res?.headers()['content-security-policy'] ?? '';
  // swagger-ui's own policy (it allows the https: styles and the validator badge it uses).
  expect(csp).toContain('validator.swagger.io');
  expect(csp).toContain("frame-ancestors 'none'");
  await expect(page.getByText('Petmatch API').first()).toBeVisible();
  expect(await violations()).toEqual([]);
  // The app's own policy is unchanged by the docs' relaxations.
  const home = await page.request.get('/');
  expect(home.headers()['content-security-policy']).not.toContain('validator.swagger.io');
});
