// Deleting the account from Edit Profile: the password asked again, a wrong one refused in the
// dialog, then the sign-in page as after Logout, and the match's conversation gone.
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

  const section = page.getByRole('heading', { name: 'Delete account' });
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
