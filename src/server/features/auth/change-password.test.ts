import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { registerUser, useTestApp, type TestUser } from '../../test/helpers';

const t = useTestApp();

const change = (u: TestUser, body: Record<string, unknown>) =>
  u.inject('POST', '/api/auth/change-password', body);

async function signIn(email: string, password: string) {
  return t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
}

describe('POST /api/auth/change-password', () => {
  it('sets the new password and signs out every other device, not this one', async () => {
    const phone = await registerUser(t.app);
    const laptop = await signIn(phone.user.email, 'secret-pass');
    expect(laptop.statusCode).toBe(200);
    const laptopToken = laptop.json().token as string;
    const onLaptop = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/user/profile',
        headers: { authorization: `Bearer ${laptopToken}` },
      });
    expect((await onLaptop()).statusCode).toBe(200);

    const res = await change(phone, { currentPassword: 'secret-pass', newPassword: 'new-secret' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ signedOut: 1 });

    // The laptop's session ended at once (it was in this instance's session cache); the phone's
    // did not.
    expect((await onLaptop()).statusCode).toBe(401);
    expect((await phone.inject('GET', '/api/user/profile')).statusCode).toBe(200);
    expect((await signIn(phone.user.email, 'secret-pass')).statusCode).toBe(401);
    expect((await signIn(phone.user.email, 'new-secret')).statusCode).toBe(200);
  });

  it('keeps the password when the current one is wrong, or the new one breaks the rules', async () => {
    const u = await registerUser(t.app);
    const wrong = await change(u, { currentPassword: 'not-it', newPassword: 'new-secret' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe(
      'Your current password is not right. Your password has not been changed.',
    );
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ currentPassword: 'secret-pass', newPassword: 'short' }, /at least 6 characters/],
      [
        { currentPassword: 'secret-pass', newPassword: 'secret-pass' },
        /different from your current/,
      ],
      [{ currentPassword: '', newPassword: 'new-secret' }, /current password/],
      [{ newPassword: 'new-secret' }, /current password/],
      [{ currentPassword: 'secret-pass', newPassword: 'new-secret', userId: u.user.id }, /./],
    ];
    for (const [body, message] of cases) {
      const res = await change(u, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect((await signIn(u.user.email, 'secret-pass')).statusCode).toBe(200);
  });

  it('counts wrong current passwords as failed sign-ins', async () => {
    const u = await registerUser(t.app);
    for (let i = 0; i < 10; i++) {
      expect(
        (await change(u, { currentPassword: `guess-${i}`, newPassword: 'x-secret' })).statusCode,
      ).toBe(403);
    }
    const blocked = await change(u, { currentPassword: 'secret-pass', newPassword: 'new-secret' });
    expect(blocked.statusCode).toBe(429);
    expect((await signIn(u.user.email, 'secret-pass')).statusCode).toBe(429);
  });

  it("keeps the shared demo accounts' password, and needs a signed-in caller", async () => {
    const demo = await registerUser(t.app);
    await t.database.db.update(users).set({ isDemo: true }).where(eq(users.id, demo.user.id));
    const res = await change(demo, { currentPassword: 'secret-pass', newPassword: 'new-secret' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      'Demo accounts are shared, so their password cannot be changed.',
    );
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword: 'secret-pass', newPassword: 'new-secret' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
