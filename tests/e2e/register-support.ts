import { expect, type Page } from '@playwright/test';

/** The one toast on screen shows this title and description. */
export async function expectToast(page: Page, title: string, description: string) {
  const toasts = page.getByRole('region', { name: /Notifications/ });
  await expect(toasts.getByText(title, { exact: true })).toBeVisible();
  await expect(toasts.getByText(description, { exact: true })).toBeVisible();
}

/** Fills the 4-step wizard from /register up to (not including) Create Account. */
export async function fillWizard(
  page: Page,
  user: { displayName: string; email: string; username: string; password: string },
) {
  const next = () => page.getByRole('button', { name: 'Next' }).click();
  await page.goto('/register');
  await page.getByLabel('Display Name').fill(user.displayName);
  await page.getByRole('spinbutton', { name: 'Age' }).fill('40');
  await next();
  await page.getByLabel('Gender', { exact: true }).selectOption('Male');
  await page.getByLabel('Sexual Preference').selectOption('Straight');
  await page.getByLabel('State', { exact: true }).selectOption({ label: 'Texas' });
  await page.getByLabel('City', { exact: true }).selectOption('Austin');
  await next();
  await page.getByRole('button', { name: 'Cat', exact: true }).click();
  await next();
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('checkbox').check();
}
