// The pet screens (onboarding, Home, My Pet's tabs, selection, customization, adoption, bank)
// under axe-core's WCAG 2.1 A and AA rules.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { api, registerViaApi, signInWithSession } from './support';

test.describe('accessibility', () => {
  // Reduced motion: no element is caught half-way through an animation.
  test.use({ reducedMotion: 'reduce' });

  test('the pet screens pass an accessibility check', async ({ page }) => {
    test.setTimeout(120_000);
    const violations = async () =>
      (
        await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .analyze()
      ).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

    const auth = await registerViaApi(page);
    await signInWithSession(page, auth, '/onboarding');
    await expect(page.getByRole('button', { name: "Let's Go" })).toBeVisible();
    expect(await violations(), '/onboarding').toEqual([]);
    await page.getByRole('button', { name: "Let's Go" }).click();
    await page.getByRole('radio', { name: /Phoenix/ }).check();
    expect(await violations(), '/onboarding choose').toEqual([]);

    await api(page, auth, 'POST', '/api/pets', { name: 'Blaze', type: 'phoenix', variant: 'ice' });
    const screens: [string, string][] = [
      ['/home', 'Daily Challenges'],
      ['/my-pet', 'Vitals'],
      ['/pet-selection', 'Blaze'],
      ['/pet-customization', 'Details'],
      ['/adopt-pet', 'Adopt a Pet'],
      ['/my-bank', 'Transactions'],
    ];
    for (const [path, heading] of screens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      expect(await violations(), path).toEqual([]);
    }
    await page.goto('/my-pet');
    for (const tab of ['Activity', 'Manage']) {
      await page.getByRole('tab', { name: tab }).click();
      expect(await violations(), `/my-pet ${tab}`).toEqual([]);
    }
    await page.goto('/adopt-pet');
    await page.getByRole('main').getByRole('listitem').getByRole('link').first().click();
    await expect(page.getByRole('heading', { name: 'Breed Info' })).toBeVisible();
    expect(await violations(), '/adopt-pet/{id}').toEqual([]);
  });
});
