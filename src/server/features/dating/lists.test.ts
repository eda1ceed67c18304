import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { registerUser, type TestUser, useTestApp } from '../../test/helpers';
import { matches, swipes } from '../../db/schema';
import { matchPair } from './relations';
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

describe('GET /api/dating/wants-to-meet', () => {
  it('lists people who liked me and wait for an answer, super likes first', async () => {
    const [me, liker, superLiker, passer, answered] = await people(5);
    await swipeOn(liker!, me!.user.id, 'right');
    t.clock.advanceMs(1000);
    await swipeOn(superLiker!, me!.user.id, 'super');
    await swipeOn(passer!, me!.user.id, 'left');
    await swipeOn(answered!, me!.user.id, 'right');
    await swipeOn(me!, answered!.user.id, 'left');

    const list = await wantsToMeet(me!);
    expect(list.map((e) => [e.id, e.superLike])).toEqual([
      [superLiker!.user.id, true],
      [liker!.user.id, false],
    ]);
    expect(JSON.stringify(list)).not.toMatch(/email|coins|preferences/);
    // Like Back is a right swipe: a match, and the entry is gone.
    expect((await swipeOn(me!, liker!.user.id, 'right')).json().isMatch).toBe(true);
    expect((await wantsToMeet(me!)).map((e) => e.id)).toEqual([superLiker!.user.id]);
  });
});

describe('POST /api/dating/dismiss-request', () => {
  it('hides the request for good and counts as a pass', async () => {
    const [me, requester, stranger] = await people(3);
    await swipeOn(requester!, me!.user.id, 'super');
    expect((await wantsToMeet(me!)).map((e) => e.id)).toEqual([requester!.user.id]);

    // Someone else cannot dismiss a request that was not sent to them.
    const bola = await stranger!.inject('POST', '/api/dating/dismiss-request', {
      requesterId: requester!.user.id,
    });
    expect(bola.statusCode).toBe(404);
    expect((await wantsToMeet(me!)).map((e) => e.id)).toEqual([requester!.user.id]);

    const res = await me!.inject('POST', '/api/dating/dismiss-request', {
      requesterId: requester!.user.id,
    });
    expect(res.statusCode).toBe(200);
    expect(await wantsToMeet(me!)).toEqual([]);
    const [pass] = await t.database.db
      .select()
      .from(swipes)
      .where(and(eq(swipes.swiperId, me!.user.id), eq(swipes.swipedId, requester!.user.id)));
    expect(pass?.direction).toBe('left');
    expect(await deckIds(me!)).not.toContain(requester!.user.id);
    // Liking back later is no longer possible: the pass was recorded.
    expect((await swipeOn(me!, requester!.user.id, 'right')).statusCode).toBe(409);

    const again = await me!.inject('POST', '/api/dating/dismiss-request', {
      requesterId: requester!.user.id,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toMatch(/request was not found/);
  });

  it('answers bad input with 400 and a message', async () => {
    const [me] = await people(1);
    const missing = await me!.inject('POST', '/api/dating/dismiss-request', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/requesterId is required/);
    const bad = await me!.inject('POST', '/api/dating/dismiss-request', { requesterId: 42 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/not valid/);
  });
});

describe("a super like's notification once the request is answered", () => {
  /** The receiver's unread want_to_meet notifications, by who sent them. */
  async function unreadSuperLikes(u: TestUser) {
    const res = await u.inject('GET', '/api/notifications?page=1&limit=25');
    const list = res.json().notifications as {
      type: string;
      isRead: boolean;
      relatedUserId: string;
    }[];
    return list.filter((n) => n.type === 'want_to_meet' && !n.isRead).map((n) => n.relatedUserId);
  }
  const unreadCount = async (u: TestUser) =>
    (await u.inject('GET', '/api/notifications/unread-count')).json().count as number;

  it('is read after a pass, a like back (the match is unread instead) or a dismissal, and only that one', async () => {
    const [me, passed, liked, dismissed, waiting] = await people(5);
    for (const sender of [passed, liked, dismissed, waiting]) {
      await swipeOn(sender!, me!.user.id, 'super');
    }
    expect(await unreadCount(me!)).toBe(4);

    await swipeOn(me!, passed!.user.id, 'left');
    expect(await unreadSuperLikes(me!)).not.toContain(passed!.user.id);
    expect(await unreadCount(me!)).toBe(3);

    expect((await swipeOn(me!, liked!.user.id, 'right')).json().isMatch).toBe(true);
    expect(await unreadSuperLikes(me!)).not.toContain(liked!.user.id);
    expect(await unreadCount(me!)).toBe(3); // the new match's notification replaces it

    await me!.inject('POST', '/api/dating/dismiss-request', { requesterId: dismissed!.user.id });
    expect(await unreadSuperLikes(me!)).toEqual([waiting!.user.id]);
    expect(await unreadCount(me!)).toBe(2);
  });
});

describe('GET /api/dating/matches and POST /api/dating/dismiss-match', () => {
  it('lists current matches newest first with card data and matchedAt', async () => {
    const [me, first, second] = await people(3);
    await makeMatch(me!, first!);
    t.clock.advanceMs(60_000);
    await makeMatch(second!, me!);
    const list = await matchList(me!);
    expect(list.map((m) => m.id)).toEqual([second!.user.id, first!.user.id]);
    expect(list[0]).toMatchObject({
      displayName: second!.user.displayName,
      matchedAt: t.clock.now().toISOString(),
      pet: { type: 'cat' },
      distanceLabel: '< 5 mi',
    });
    expect(JSON.stringify(list)).not.toMatch(/email|coins|preferences|"lat"|"lng"/);
    expect((await matchList(first!)).map((m) => m.id)).toEqual([me!.user.id]);
  });

  it('ends the match for both and closes the conversation', async () => {
    const [me, other, stranger] = await people(3);
    await makeMatch(me!, other!);
    expect((await sendMessage(other!, me!)).statusCode).toBe(200);

    // Another user's ids never change anything.
    const bola = await stranger!.inject('POST', '/api/dating/dismiss-match', {
      matchedUserId: me!.user.id,
    });
    expect(bola.statusCode).toBe(404);
    expect(await matchList(me!)).toHaveLength(1);

    const res = await me!.inject('POST', '/api/dating/dismiss-match', {
      matchedUserId: other!.user.id,
    });
    expect(res.statusCode).toBe(200);
    expect(await matchList(me!)).toEqual([]);
    expect(await matchList(other!)).toEqual([]);
    const pair = matchPair(me!.user.id, other!.user.id);
    const [row] = await t.database.db
      .select()
      .from(matches)
      .where(and(eq(matches.userA, pair.userA), eq(matches.userB, pair.userB)));
    expect(row?.endedAt).toEqual(t.clock.now());
    expect((await sendMessage(other!, me!)).statusCode).toBe(403);
    expect((await sendMessage(me!, other!)).statusCode).toBe(403);
    // They do not meet again in the deck.
    expect(await deckIds(me!)).not.toContain(other!.user.id);

    const again = await me!.inject('POST', '/api/dating/dismiss-match', {
      matchedUserId: other!.user.id,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toMatch(/match was not found/);
  });
});

describe('GET /api/users/{userId}', () => {
  it('shows the public profile only, with matchedWithYou', async () => {
    const [me, other] = await people(2);
    const res = await me!.inject('GET', `/api/users/${other!.user.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: other!.user.id,
      displayName: other!.user.displayName,
      age: 30,
      gender: 'Female',
      location: other!.user.location,
      photos: [],
      profileImage: null,
      pet: { type: 'cat', level: 1 },
      gameWins: 0,
      matchedWithYou: false,
      distanceLabel: '< 5 mi',
    });
    expect(res.body).not.toMatch(/email|coins|preferences|"lat"|"lng"|password|username/i);
    await makeMatch(me!, other!);
    expect((await me!.inject('GET', `/api/users/${other!.user.id}`)).json().matchedWithYou).toBe(
      true,
    );
  });

  it('answers 404 for nobody and 400 for a malformed id', async () => {
    const [me] = await people(1);
    const nobody = await me!.inject('GET', '/api/users/00000000-0000-4000-8000-000000000000');
    expect(nobody.statusCode).toBe(404);
    const bad = await me!.inject('GET', '/api/users/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/not valid/);
  });
});

describe('GET and PUT /api/user/preferences', () => {
  it('starts from the stored defaults and saves a valid form', async () => {
    const me = await registerUser(t.app, { location: 'Boise, Idaho' });
    const initial = await me.inject('GET', '/api/user/preferences');
    expect(initial.json()).toEqual({
      ageRange: [18, 35],
      distance: 50,
      petPreference: 'any',
      showOnlyActivePets: true,
      enableSuperLikes: true,
      genderPreference: 'any',
      sexualPreferenceFilter: 'any',
      location: { state: 'Idaho', stateCode: 'ID', city: 'Boise' },
    });
    const body = {
      ageRange: [25, 40],
      distance: 120,
      petPreference: 'dragon',
      showOnlyActivePets: false,
      enableSuperLikes: false,
      genderPreference: 'Non-binary',
      sexualPreferenceFilter: 'Pansexual',
      // Ignored: the dating location is the profile city.
      location: { state: 'Texas', stateCode: 'TX', city: 'Austin' },
    };
    const saved = await me.inject('PUT', '/api/user/preferences', body);
    expect(saved.statusCode).toBe(200);
    const expected = { ...body, location: { state: 'Idaho', stateCode: 'ID', city: 'Boise' } };
    expect(saved.json()).toEqual(expected);
    expect((await me.inject('GET', '/api/user/preferences')).json()).toEqual(expected);
    expect((await me.inject('GET', '/api/user/profile')).json().preferences).toEqual(expected);
  });

  const valid = {
    ageRange: [18, 35],
    distance: 50,
    petPreference: 'any',
    showOnlyActivePets: true,
    enableSuperLikes: true,
    genderPreference: 'any',
    sexualPreferenceFilter: 'any',
  };
  it.each([
    [{ ageRange: [30, 30] }, /span at least one year/],
    [{ ageRange: [40, 30] }, /span at least one year/],
    [{ ageRange: [17, 30] }, /between 18 and 65/],
    [{ ageRange: [20, 66] }, /between 18 and 65/],
    [{ ageRange: [20] }, /two ages|ageRange/],
    [{ distance: 3 }, /at least 5 miles/],
    [{ distance: 205 }, /at most 200 miles/],
    [{ distance: 52 }, /steps of 5 miles/],
    [{ petPreference: 'unicorn' }, /Pet preference must be one of/],
    [{ genderPreference: 'robot' }, /Gender preference must be one of/],
    [{ sexualPreferenceFilter: 'all' }, /Sexual preference filter must be one of/],
    [{ showOnlyActivePets: 'yes' }, /true or false/],
    [{ coins: 1000 }, /Unexpected field/],
  ])('refuses %j with 400 and a message', async (change, message) => {
    const me = await registerUser(t.app);
    const res = await me.inject('PUT', '/api/user/preferences', { ...valid, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
  });
});
