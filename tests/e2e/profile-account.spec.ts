// The account card at the end of Edit Profile. Download My Data: one JSON file. Change Password:
// the current password asked, the new one checked, other devices signed out. Delete Account: the
// password asked again, a wrong one refused in the dialog, then the sign-in page as after Logout,
// and the match's conversation gone.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { toast } from './profile-support';
import { api, matchThroughSwipes, registerViaApi, signInWithSession, snap } from './support';

test('delete the account from Edit Profile with the password', async ({ page }) => {
  const me = await registerViaApi(page, { displayName: 'Leaving' });
  const match = await registerViaApi(page, { displayName: 'Staying', gender: 'Male' });
  await matchThroughSwipes(page.request, me, match);
  await api(page, me, 'POST', '/api/messages/send', {
    receiverId: match.user.id,
    content: 'It was lovely to meet you.',
  });
  await signInWithSession(page, me, '/profile/edit');

  const section = page.getByRole('heading', { name: 'Account', exact: true });
  await section.scrollIntoViewIfNeeded();
  await expect(page.getByText(/removes your profile, photos, pets, coins, matches/)).toBeVisible();
  await snap(page, 'profile-delete-account-card');
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('This cannot be undone.', { exact: false })).toBeVisible();

  // Nothing typed: asked for, and nothing is sent.
  const password = dialog.getByLabel('Password', { exact: true });
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Enter your password to delete your account.');
  // A wrong password: the server's answer under the field, and the account stays.
  await password.fill('not-my-password');
  await expect(dialog.getByRole('alert')).toBeHidden();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'That password is not right. Your account has not been deleted.',
  );
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await snap(page, 'profile-delete-account-wrong-password');

  // The phone's Back closes the dialog, and what was typed does not come back with it.
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/profile\/edit$/);
  await page.getByRole('button', { name: 'Delete Account' }).click();
  await expect(password).toHaveValue('');
  await expect(dialog.getByRole('alert')).toBeHidden();

  await password.fill(me.password);
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(toast(page, 'Account Deleted')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  await snap(page, 'profile-delete-account-done');

  // Back does not return to the signed-in screens.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/profile\/edit$/);

  // The old token and password are dead; the match no longer has the conversation.
  const old = await page.request.get('/api/user/profile', {
    headers: { authorization: `Bearer ${me.token}` },
  });
  expect(old.status()).toBe(401);
  const login = await page.request.post('/api/auth/login', {
    data: { email: me.email, password: me.password },
  });
  expect(login.status()).toBe(401);
  expect(await api(page, match, 'GET', '/api/messages/conversations')).toEqual([]);
});

test('change the password from Edit Profile; other devices are signed out', async ({ page }) => {
  const me = await registerViaApi(page);
  // Signed in on a second device too.
  const other = await page.request.post('/api/auth/login', {
    data: { email: me.email, password: me.password },
  });
  expect(other.status()).toBe(200);
  const otherToken = (await other.json()).token as string;
  await signInWithSession(page, me, '/profile/edit');

  await page.getByRole('button', { name: 'Change Password' }).scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change your password' });
  await expect(dialog.getByText('Your other devices will be signed out.')).toBeVisible();
  const current = dialog.getByLabel('Current Password', { exact: true });
  const next = dialog.getByLabel('New Password', { exact: true });
  const save = dialog.getByRole('button', { name: 'Save', exact: true });

  // Checked here first: each message under its own box.
  await next.fill('abc');
  await save.click();
  await expect(current).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('Enter your current password.')).toBeVisible();
  await expect(dialog.getByText('Password must be at least 6 characters long.')).toBeVisible();
  // The server's answer to a wrong current password, under the current box.
  await current.fill('not-my-password');
  await next.fill('brand-new-pass');
  await save.click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Your current password is not right. Your password has not been changed.',
  );
  await expect(current).toHaveAttribute('aria-invalid', 'true');
  await expect(next).not.toHaveAttribute('aria-invalid', 'true');
  await snap(page, 'profile-change-password-wrong');

  await current.fill(me.password);
  await save.click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, 'Password Changed')).toContainText('Your other device was signed out.');
  await expect(page).toHaveURL(/\/profile\/edit$/);
  // Still signed in here; the other device is not; only the new password signs in.
  const mine = await page.request.get('/api/user/profile', {
    headers: { authorization: `Bearer ${me.token}` },
  });
  expect(mine.status()).toBe(200);
  const theirs = await page.request.get('/api/user/profile', {
    headers: { authorization: `Bearer ${otherToken}` },
  });
  expect(theirs.status()).toBe(401);
  const oldLogin = await page.request.post('/api/auth/login', {
    data: { email: me.email, password: me.password },
  });
  expect(oldLogin.status()).toBe(401);
  const newLogin = await page.request.post('/api/auth/login', {
    data: { email: me.email, password: 'brand-new-pass' },
  });
  expect(newLogin.status()).toBe(200);
  // Nothing typed is left in the dialog when it opens again.
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(current).toHaveValue('');
  await expect(next).toHaveValue('');
});

test('Download My Data saves a file with the account, pets and messages', async ({ page }) => {
  const me = await registerViaApi(page, { displayName: 'Archivist' });
  const match = await registerViaApi(page, { displayName: 'Pen Pal', gender: 'Male' });
  await api(page, me, 'POST', '/api/pets', { name: 'Biscuit', type: 'dog', variant: 'corgi' });
  await matchThroughSwipes(page.request, me, match);
  await api(page, match, 'POST', '/api/messages/send', {
    receiverId: me.user.id,
    content: 'Keep this one.',
  });
  await signInWithSession(page, me, '/profile/edit');

  const button = page.getByRole('button', { name: 'Download My Data' });
  await button.scrollIntoViewIfNeeded();
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toMatch(/^petmatch-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(readFileSync(await download.path(), 'utf8'));
  expect(data.account).toMatchObject({ id: me.user.id, displayName: 'Archivist', email: me.email });
  expect(data.pets.map((p: { name: string }) => p.name)).toEqual(['Biscuit']);
  expect(data.matches).toEqual([expect.objectContaining({ displayName: 'Pen Pal' })]);
  expect(data.messages).toEqual([
    expect.objectContaining({ content: 'Keep this one.', sentByMe: false }),
  ]);
  await expect(button).toBeEnabled();
});
