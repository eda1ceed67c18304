import { describe, expect, it } from 'vitest';
import type { DataExport } from '../../../shared/schemas/data-export';
import { makeMatch, neighbours, sendMessage, swipeOn } from '../dating/test-fixtures';
import { jpeg, photoHelpers } from '../photos/photos-test-helpers';
import { useTestApp } from '../../test/helpers';

const t = useTestApp();
const { upload } = photoHelpers(() => t);

describe('GET /api/user/export', () => {
  it("holds everything of the caller's, and of others only ids and a match's name", async () => {
    const [me, match, passed, blocked] = await neighbours(t, 4);
    await makeMatch(me!, match!);
    expect((await sendMessage(me!, match!)).statusCode).toBe(200);
    const received = await sendMessage(match!, me!);
    expect(received.statusCode).toBe(200);
    const hearted = await me!.inject('PUT', `/api/messages/${received.json().id}/heart`, {
      hearted: true,
    });
    expect(hearted.statusCode).toBe(200);
    await swipeOn(me!, passed!.user.id, 'left');
    expect((await upload(me!, await jpeg(), 'image/jpeg')).statusCode).toBe(200);
    const pets = (await me!.inject('GET', '/api/pets')).json() as { id: string }[];
    const care = await me!.inject('POST', `/api/pets/${pets[0]!.id}/action`, { action: 'feed' });
    expect(care.statusCode).toBe(200);
    expect(
      (await me!.inject('POST', '/api/shop/purchase', { itemId: 'food-kibble' })).statusCode,
    ).toBe(200);
    expect((await me!.inject('POST', `/api/users/${blocked!.user.id}/block`)).statusCode).toBe(200);
    expect(
      (
        await me!.inject('POST', `/api/users/${blocked!.user.id}/report`, {
          reason: 'spam',
          details: 'Sells things',
        })
      ).statusCode,
    ).toBe(200);

    const res = await me!.inject('GET', '/api/user/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="petmatch-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = res.json() as DataExport;
    expect(data.account).toMatchObject({ id: me!.user.id, email: me!.user.email });
    expect(data.photos).toHaveLength(1);
    expect(data.pets.map((p) => p.id)).toEqual([pets[0]!.id]);
    expect(data.careActions).toEqual([
      expect.objectContaining({ petId: pets[0]!.id, action: 'feed' }),
    ]);
    expect(data.transactions.map((x) => x.description)).toContain('Welcome bonus');
    expect(data.items).toEqual([expect.objectContaining({ itemId: 'food-kibble', quantity: 1 })]);
    expect(data.swipes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ userId: match!.user.id, direction: 'right' }),
        expect.objectContaining({ userId: passed!.user.id, direction: 'left' }),
      ]),
    );
    expect(data.matches).toEqual([
      expect.objectContaining({
        userId: match!.user.id,
        displayName: match!.user.displayName,
        endedAt: null,
      }),
    ]);
    // Both ways (the test clock may give both the same time, so in either order).
    expect(data.messages.map((m) => [m.withUserId, m.sentByMe, m.hearted]).sort()).toEqual([
      [match!.user.id, false, true],
      [match!.user.id, true, false],
    ]);
    expect(data.notifications.length).toBeGreaterThan(0);
    expect(data.blocked).toEqual([expect.objectContaining({ userId: blocked!.user.id })]);
    expect(data.reports).toEqual([
      expect.objectContaining({
        userId: blocked!.user.id,
        reason: 'spam',
        details: 'Sells things',
      }),
    ]);

    // Nothing secret of the caller's, and nothing private of anyone else's.
    const text = res.body;
    expect(text).not.toMatch(/password|hash|token|"lat"|"lng"/i);
    for (const other of [match!, passed!, blocked!]) expect(text).not.toContain(other.user.email);
    // The match's own export has their side, not the caller's private data.
    const theirs = (await match!.inject('GET', '/api/user/export')).body;
    expect(theirs).not.toContain(me!.user.email);
    expect(theirs).not.toContain(passed!.user.id);
  });

  it('needs a signed-in caller', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/export' });
    expect(res.statusCode).toBe(401);
  });
});
