import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { FAQ } from '../../src/shared/catalog/faq';
import { searchFaq } from '../../src/shared/rules/faq-search';
import { APP_VERSION, CARE } from '../../src/shared/constants';
import { registerViaApi, signInWithSession, snap } from './support';

// The app honours reduced motion, so screenshots never catch an answer half faded in.
test.use({ reducedMotion: 'reduce' });

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

test('help: categories, search, no results and an answer', async ({ page }) => {
  const auth = await registerViaApi(page);
  await signInWithSession(page, auth, '/help');

  await expect(page.getByRole('heading', { level: 1, name: 'Help & Support' })).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search help articles' });
  await expect(search).toBeVisible();

  // Eight categories; Getting Started open by default, the others closed.
  const started = page.getByRole('button', { name: /Getting Started/ });
  await expect(started).toHaveAttribute('aria-expanded', 'true');
  for (const name of ['Pet Care', 'Dating & Matching', 'Coins & Shop', 'Game Mechanics']) {
    await expect(page.getByRole('button', { name: new RegExp(name) })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  }
  await expect(
    page.getByRole('heading', { level: 2 }).filter({ hasText: 'questions' }),
  ).toHaveCount(8);
  await expect(page.getByRole('button', { name: 'What is Petmatch?' })).toBeVisible();
  await snap(page, 'help-default');
  await expectNoAxeViolations(page);

  // Open a category and an answer in it: the answer carries the game's real numbers.
  await page.getByRole('button', { name: /Game Mechanics/ }).click();
  const levelling = page.getByRole('button', { name: 'How do levels and XP work?' });
  await levelling.click();
  await expect(levelling).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(`The maximum level is ${CARE.maxLevel}`)).toBeVisible();

  // Search is case-insensitive and counts entries.
  const expected = searchFaq(FAQ, 'energy').total;
  expect(expected).toBeGreaterThan(1);
  await search.fill('ENERGY');
  await expect(page.getByRole('status')).toHaveText(`Found ${expected} results`);
  await expect(page.locator('mark').first()).toBeVisible();
  // A question listed for a word found only in its answer shows that part of the answer, marked.
  const inAnswer = FAQ.find((e) => !/energy/i.test(e.question) && /energy/i.test(e.answer))!;
  const listed = page.getByRole('button').filter({ hasText: inAnswer.question });
  await expect(listed.locator('mark').first()).toHaveText(/energy/i);
  const energyQuestion = page.getByRole('button', { name: 'How much energy does an action need?' });
  await energyQuestion.click();
  await expect(
    page.getByText(`Every care action needs and uses ${CARE.energyCost} energy.`),
  ).toBeVisible();
  await snap(page, 'help-search');
  await expectNoAxeViolations(page);

  // A question typed as people ask it finds its answer: the words that frame it are skipped,
  // and other forms of the FAQ's words count ('notifications' for 'notification').
  await search.fill('Why are my notifications not working?');
  const notUpdating = page.getByRole('button', {
    name: /Why don't I see new messages or notifications\?/,
  });
  await expect(notUpdating.locator('mark')).toHaveText(['notifications']);
  // Of the questions with 'notifications', the one framed like it ("why", a "not") leads.
  const firstGroup = page.locator('section[aria-labelledby^="results-"]').first();
  await expect(firstGroup.getByRole('button').first()).toHaveAccessibleName(
    /^Why don't I see new messages or notifications\?/,
  );
  await snap(page, 'help-search-question');

  // The best answer leads: the question with the words before answers that only mention them.
  await search.fill('how do I get more coins');
  await expect(firstGroup.getByRole('heading', { level: 2 })).toContainText('Coins & Shop');
  await expect(firstGroup.getByRole('button').first()).toContainText('How do I earn coins?');
  await snap(page, 'help-search-ranked');
  // A word the FAQ does not use finds the one it does, marked: 'money' is Coins.
  await search.fill('money');
  const earnCoins = firstGroup.getByRole('button').first();
  await expect(earnCoins).toContainText('How do I earn coins?');
  await expect(earnCoins.locator('mark')).toHaveText(['coins']);

  // Nonsense finds nothing; Clear Search brings every category back.
  await search.fill('zzqxj nonsense');
  await expect(page.getByRole('heading', { name: 'No results found' })).toBeVisible();
  await snap(page, 'help-no-results');
  await page.getByRole('button', { name: 'Clear Search' }).click();
  await expect(search).toHaveValue('');
  await expect(search).toBeFocused();
  await expect(page.getByRole('heading', { name: 'No results found' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Getting Started/ })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(
    page.getByRole('heading', { level: 2 }).filter({ hasText: 'questions' }),
  ).toHaveCount(8);

  // The footer card leads to About.
  await page.getByRole('region', { name: 'Still need help?' }).scrollIntoViewIfNeeded();
  await snap(page, 'help-footer');
  await page.getByRole('link', { name: 'About Petmatch' }).click();
  await expect(page).toHaveURL(/\/about$/);
});

test('a search is kept in the address: Back to Help and a reload show it again', async ({
  page,
}) => {
  const auth = await registerViaApi(page);
  await signInWithSession(page, auth, '/help');
  const search = page.getByRole('searchbox', { name: 'Search help articles' });
  await search.fill('energy');
  await expect(page).toHaveURL(/\/help\?q=energy$/);
  const found = `Found ${searchFaq(FAQ, 'energy').total} results`;
  await expect(page.getByRole('status')).toHaveText(found);

  await page.getByRole('link', { name: 'About Petmatch' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await page.goBack();
  await expect(search).toHaveValue('energy');
  await expect(page.getByRole('status')).toHaveText(found);
  await page.reload();
  await expect(search).toHaveValue('energy');
  await expect(page.getByRole('status')).toHaveText(found);

  // Typing left no entry per keystroke: Back leaves Help for the page before it.
  await search.fill('');
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.getByRole('button', { name: /Getting Started/ })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await page.goBack();
  await expect(page).not.toHaveURL(/\/help/);
});

test('with large text the search box stays below the header as the page scrolls', async ({
  page,
}) => {
  const auth = await registerViaApi(page);
  await signInWithSession(page, auth, '/help');
  // A browser set to large text: every rem doubles.
  await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
  await page.getByRole('searchbox', { name: 'Search help articles' }).fill('energy');
  await page.mouse.wheel(0, 1200);
  const header = (await page.locator('header').first().boundingBox())!;
  const box = (await page.getByRole('searchbox', { name: 'Search help articles' }).boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
});

test('about: description, four feature cards, philosophy and version', async ({ page }) => {
  const auth = await registerViaApi(page);
  await signInWithSession(page, auth, '/about');

  await expect(page.getByRole('heading', { level: 1, name: 'About' })).toBeVisible();
  await expect(page.getByText(/mobile-first dating app for adults/)).toBeVisible();
  const features = page.getByRole('region', { name: 'What makes Petmatch different' });
  for (const title of ['Pet Care', 'Social Dating', 'Achievements', 'Safe Space']) {
    await expect(features.getByRole('heading', { level: 3, name: title })).toBeVisible();
  }
  await expect(features.getByRole('article', { name: 'Safe Space' })).toContainText('No nudity');
  await expect(features.getByRole('article', { name: 'Safe Space' })).toContainText('adults');
  await snap(page, 'about-top');
  await expectNoAxeViolations(page);
  await features.getByRole('article', { name: 'Safe Space' }).scrollIntoViewIfNeeded();
  await snap(page, 'about-features');

  await expect(page.getByRole('region', { name: 'Our philosophy' })).toBeVisible();
  const credits = page.getByRole('region', { name: 'Credits' });
  await credits.scrollIntoViewIfNeeded();
  await expect(credits.getByRole('definition')).toHaveText(APP_VERSION);
  expect(APP_VERSION).toBe('1.0.0');
  await snap(page, 'about-credits');

  await page.getByRole('link', { name: 'Help & Support' }).click();
  await expect(page).toHaveURL(/\/help$/);
});
