import { expect, test, type Locator, type Page } from '@playwright/test';
import { settle, userWithPetAndMatch } from './a11y-support';
import { api, registerViaApi, signInWithSession, snap } from './support';

/**
 * Accessibility at 390x844 (issue 12): the key screens work with the keyboard alone, with a
 * visible focus indicator on each stop, and a popup gives focus back to the button that opened it.
 */

/** Presses Tab until `target` has focus; fails when it is not reached in `max` presses. */
async function tabTo(page: Page, target: Locator, max = 40) {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab did not reach ${target} within ${max} presses`);
}

/** How an element looks around its edge: outline, ring (box-shadow) and border colour. */
async function edgeLook(target: Locator): Promise<string> {
  return target.evaluate(async (el) => {
    // Transitions are near-instant under reducedMotion; let the next frames apply them.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const s = getComputedStyle(el);
    const outline =
      s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0
        ? `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}`
        : 'none';
    return `outline: ${outline}; ring: ${s.boxShadow}; border: ${s.borderColor}`;
  });
}

/** Sides of the focus outline cut off by an ancestor that clips its overflow (a rounded card). */
async function clippedOutline(target: Locator): Promise<string[]> {
  return target.evaluate((el) => {
    const s = getComputedStyle(el);
    if (s.outlineStyle === 'none') return [];
    const grow = parseFloat(s.outlineOffset) + parseFloat(s.outlineWidth);
    const r = el.getBoundingClientRect();
    const cut: string[] = [];
    for (let a = el.parentElement; a; a = a.parentElement) {
      const clip = getComputedStyle(a);
      if (clip.overflowX === 'visible' && clip.overflowY === 'visible') continue;
      const b = a.getBoundingClientRect();
      if (r.left - grow < b.left - 0.5) cut.push('left');
      if (r.right + grow > b.right + 0.5) cut.push('right');
      if (r.top - grow < b.top - 0.5) cut.push('top');
      if (r.bottom + grow > b.bottom + 0.5) cut.push('bottom');
    }
    return [...new Set(cut)];
  });
}

/**
 * Tabs to each target in turn: it must get keyboard focus (:focus-visible) and look different
 * at its edge than without focus (an outline or a ring), so the focus can be seen, whole.
 */
async function keyboardReaches(page: Page, targets: Locator[]) {
  for (const target of targets) {
    // A field focused on load (autofocus) is measured without focus, then reached by Tab.
    if (await target.evaluate((el) => el === document.activeElement)) {
      await target.evaluate((el) => (el as HTMLElement).blur());
    }
    const unfocused = await edgeLook(target);
    await tabTo(page, target);
    expect(await target.evaluate((el) => el.matches(':focus-visible'))).toBe(true);
    expect(await edgeLook(target), `focus indicator on ${target}`).not.toBe(unfocused);
    expect(await clippedOutline(target), `focus outline of ${target} cut off`).toEqual([]);
  }
}

// The final look of every screen, without waiting for entrance animations.
test.use({ reducedMotion: 'reduce' });

test.describe('keyboard: Tab reaches the main actions with a visible focus indicator', () => {
  test('login form', async ({ page }) => {
    await page.goto('/login');
    await settle(page);
    await keyboardReaches(page, [
      page.getByLabel('Email'),
      page.getByLabel('Password', { exact: true }),
      page.getByRole('button', { name: 'Sign In', exact: true }),
    ]);
    await snap(page, 'a11y-keyboard-login');
  });

  test('registration step 1', async ({ page }) => {
    await page.goto('/register');
    await settle(page);
    await keyboardReaches(page, [
      page.getByLabel('Display Name'),
      page.getByRole('spinbutton', { name: 'Age' }),
      page.getByRole('button', { name: 'Next' }),
    ]);
  });

  test('home, dating and chat of a signed-in user', async ({ page }) => {
    test.setTimeout(120_000);
    const { auth, matchId } = await userWithPetAndMatch(page);
    await signInWithSession(page, auth, '/home');
    await settle(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await keyboardReaches(page, [
      page.getByRole('button', { name: /^Feed/ }),
      page.getByRole('button', { name: /^Play/ }),
      nav.getByRole('link', { name: 'Dating' }),
      nav.getByRole('link', { name: 'My Pet' }),
    ]);
    await snap(page, 'a11y-keyboard-home');
    // Enter follows the focused link.
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/my-pet$/);

    await page.goto('/dating');
    await settle(page);
    await keyboardReaches(page, [
      page.getByRole('button', { name: 'Pass' }),
      page.getByRole('button', { name: 'Like', exact: true }),
    ]);
    await snap(page, 'a11y-keyboard-dating');

    await page.goto(`/messages/${matchId}`);
    await settle(page);
    const input = page.getByRole('textbox', { name: /message/i });
    await keyboardReaches(page, [page.getByRole('button', { name: 'Back' }), input]);
    await page.keyboard.type('Typed with the keyboard');
    await keyboardReaches(page, [page.getByRole('button', { name: 'Send message' })]);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Typed with the keyboard')).toBeVisible();
    await snap(page, 'a11y-keyboard-chat');

    // The More page's rows sit in rounded cards that clip what overflows them.
    await page.goto('/more');
    await settle(page);
    await keyboardReaches(page, [
      page.getByRole('link', { name: /^My Matches/ }),
      page.getByRole('link', { name: /^Help & Support/ }),
      page.getByRole('link', { name: /^About/ }),
    ]);
    await snap(page, 'a11y-keyboard-more');
    await keyboardReaches(page, [page.getByRole('button', { name: 'Logout' })]);
  });
});

test('a popup opened from the keyboard gives focus back to its button when it closes', async ({
  page,
}) => {
  const auth = await registerViaApi(page);
  // A dragon's health starts full: Groom asks first, in the 'Stat Already Full!' popup.
  await api(page, auth, 'POST', '/api/pets', { name: 'Ember', type: 'dragon', variant: 'fire' });
  await signInWithSession(page, auth, '/home');
  await settle(page);
  const groom = page.getByRole('button', { name: /^Groom/ });
  await tabTo(page, groom);
  await page.keyboard.press('Enter');
  const popup = page.getByRole('dialog', { name: 'Stat Already Full!' });
  await expect(popup).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await expect(groom).toBeFocused();
});
