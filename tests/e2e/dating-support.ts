// Helpers for the dating journeys: people who fit each other in a city of the test's own, each
// signed in in a browser context of their own, and the deck's top card.
import { expect, type Browser, type Page } from '@playwright/test';
import { registerViaApi, signInWithSession, type Auth } from './support';

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** Everyone of any age and gender within 5 miles, active pets only (the default). */
export const OPEN_PREFS = {
  ageRange: [18, 65],
  distance: 5,
  petPreference: 'any',
  showOnlyActivePets: true,
  enableSuperLikes: true,
  genderPreference: 'any',
  sexualPreferenceFilter: 'any',
};

/**
 * A new person with a pet they have just fed (so they count as active) and narrow preferences:
 * 5 miles, so in a city without demo people the deck holds exactly the people a test made.
 */
export async function dater(page: Page, overrides: Record<string, unknown>, petType = 'cat') {
  const who = await registerViaApi(page, overrides);
  const pet = await page.request.post('/api/pets', {
    headers: auth(who.token),
    data: {
      name: `Pet${String(overrides.displayName ?? '').slice(0, 10)}`,
      type: petType,
      variant: variantFor(petType),
    },
  });
  expect(pet.status(), await pet.text()).toBe(200);
  const petId = (await pet.json()).id as string;
  const fed = await page.request.post(`/api/pets/${petId}/action`, {
    headers: auth(who.token),
    data: { action: 'feed' },
  });
  expect(fed.status(), await fed.text()).toBe(200);
  const prefs = await page.request.put('/api/user/preferences', {
    headers: auth(who.token),
    data: OPEN_PREFS,
  });
  expect(prefs.status(), await prefs.text()).toBe(200);
  return { ...who, user: { ...who.user, preferences: await prefs.json() } };
}

function variantFor(type: string): string {
  return { cat: 'calico', dog: 'corgi', dragon: 'fire', phoenix: 'storm' }[type] ?? 'fire';
}

export async function openAs(browser: Browser, baseURL: string, who: Auth, path: string) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await signInWithSession(page, who, path);
  return { page, close: () => context.close() };
}

export const topCard = (page: Page) => page.locator('[aria-roledescription="profile card"]');
export const noMore = (page: Page) => page.getByRole('heading', { name: 'No More Profiles' });
