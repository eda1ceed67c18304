import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { type TestUser, useTestApp } from '../../test/helpers';
import { reports } from '../../db/schema';
import {
  deckIds,
  makeMatch,
  matchList,
  neighbours,
  sendMessage,
  swipeOn,
  wantsToMeet,
} from './test-fixtures';

const t = useTestApp();

const people = (n: number) => neighbours(t, n);

describe('block and report', () => {
  it('a block hides both people everywhere and ends their match', async () => {
    const [me, other, liker] = await people(3);
    await makeMatch(me!, other!);
    await swipeOn(liker!, me!.user.id, 'right');
    expect((await other!.inject('GET', `/api/users/${me!.user.id}`)).statusCode).toBe(200);

    const res = await me!.inject('POST', `/api/users/${other!.user.id}/block`);
    expect(res.statusCode).toBe(200);
    expect(await matchList(me!)).toEqual([]);
    expect(await matchList(other!)).toEqual([]);
    expect((await sendMessage(other!, me!)).statusCode).toBe(403);
    for (const [viewer, seen] of [
      [me!, other!],
      [other!, me!],
    ] as const) {
      const profile = await viewer.inject('GET', `/api/users/${seen.user.id}`);
      expect(profile.statusCode).toBe(404);
    }
    // A block also hides a pending request.
    await liker!.inject('POST', `/api/users/${me!.user.id}/block`);
    expect(await wantsToMeet(me!)).toEqual([]);
    expect(await deckIds(liker!)).not.toContain(me!.user.id);
    // Blocking twice is fine; yourself or nobody is not.
    expect((await me!.inject('POST', `/api/users/${other!.user.id}/block`)).statusCode).toBe(200);
    const self = await me!.inject('POST', `/api/users/${me!.user.id}/block`);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toMatch(/yourself/);
    const nobody = await me!.inject(
      'POST',
      '/api/users/00000000-0000-4000-8000-000000000000/block',
    );
    expect(nobody.statusCode).toBe(404);
  });

  it("a block removes each one's notifications about the other, and only those", async () => {
    const [me, other, friend] = await people(3);
    await makeMatch(me!, other!);
    await makeMatch(me!, friend!);
    expect((await sendMessage(other!, me!)).statusCode).toBe(200);
    expect((await sendMessage(friend!, me!)).statusCode).toBe(200);
    const about = async (owner: TestUser, who: TestUser) => {
      const res = await owner.inject('GET', '/api/notifications');
      expect(res.statusCode).toBe(200);
      const list = res.json() as { notifications: { relatedUserId: string | null }[] };
      return list.notifications.filter((n) => n.relatedUserId === who.user.id).length;
    };
    // 'New match' for both, and 'New message' for me.
    expect(await about(me!, other!)).toBe(2);
    expect(await about(other!, me!)).toBe(1);

    expect((await other!.inject('POST', `/api/users/${me!.user.id}/block`)).statusCode).toBe(200);
    expect(await about(me!, other!)).toBe(0);
    expect(await about(other!, me!)).toBe(0);
    expect(await about(me!, friend!)).toBe(2);
    const unread = await me!.inject('GET', '/api/notifications/unread-count');
    expect(unread.json()).toEqual({ count: 2 });
  });

  it('a report is stored for moderation with its reason and details', async () => {
    const [me, other] = await people(2);
    const res = await me!.inject('POST', `/api/users/${other!.user.id}/report`, {
      reason: 'fake_profile',
      details: '  Photos are of a celebrity.  ',
    });
    expect(res.statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(reports)
      .where(eq(reports.reportedId, other!.user.id));
    expect(rows).toMatchObject([
      { reporterId: me!.user.id, reason: 'fake_profile', details: 'Photos are of a celebrity.' },
    ]);
    // Reporting after a block is allowed, without details too.
    await me!.inject('POST', `/api/users/${other!.user.id}/block`);
    const afterBlock = await me!.inject('POST', `/api/users/${other!.user.id}/report`, {
      reason: 'harassment',
    });
    expect(afterBlock.statusCode).toBe(200);
  });

  it.each([
    [{ reason: 'ugly' }, /Reason must be one of/],
    [{}, /Reason must be one of/],
    [{ reason: 'spam', details: 'x'.repeat(1001) }, /at most 1000/],
    [{ reason: 'spam', by: 'someone' }, /Unexpected field/],
  ])('refuses report %j with 400 and a message', async (body, message) => {
    const [me, other] = await people(2);
    const res = await me!.inject('POST', `/api/users/${other!.user.id}/report`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
  });

  it('refuses reporting yourself or nobody', async () => {
    const [me] = await people(1);
    expect(
      (await me!.inject('POST', `/api/users/${me!.user.id}/report`, { reason: 'spam' })).statusCode,
    ).toBe(400);
    const nobody = await me!.inject(
      'POST',
      '/api/users/00000000-0000-4000-8000-000000000000/report',
      { reason: 'spam' },
    );
    expect(nobody.statusCode).toBe(404);
  });
});
