import { describe, expect, it } from 'vitest';
import { matchPair, type TestUser, useTestApp } from '../../test/helpers';
import {
  distanceLabel,
  distanceMiles,
  parseLocationLabel,
} from '../../../shared/catalog/us-locations';
import { DATING, DATING_QUERY } from '../../../shared/constants';
import { blocks, matches, profileImages } from '../../db/schema';
import { photoUrl } from '../../../shared/schemas/photos';
import { dater, deckIds, isolatedCity, swipeOn, type DaterOptions } from './test-fixtures';

const t = useTestApp();

/** Asserts that a and b see each other (both ways) or neither sees the other. */
async function expectMutual(a: TestUser, b: TestUser, visible: boolean) {
  expect((await deckIds(a)).includes(b.user.id), 'a sees b').toBe(visible);
  expect((await deckIds(b)).includes(a.user.id), 'b sees a').toBe(visible);
}

/** Three people in one fresh city: `me`, someone who fits and someone who does not. */
async function trio(
  me: Partial<DaterOptions>,
  fits: Partial<DaterOptions>,
  misfit: Partial<DaterOptions>,
) {
  const location = isolatedCity();
  return {
    me: await dater(t, { location, ...me }),
    fits: await dater(t, { location, ...fits }),
    misfit: await dater(t, { location, ...misfit }),
  };
}

describe('GET /api/dating/potential-matches: filters hold both ways', () => {
  it("gender: each one must fit the other one's gender preference", async () => {
    const { me, fits, misfit } = await trio(
      { gender: 'Female', prefs: { genderPreference: 'Male' } },
      { gender: 'Male', prefs: { genderPreference: 'Female' } },
      // A man who only wants men: he fits her preference, she does not fit his.
      { gender: 'Male', prefs: { genderPreference: 'Male' } },
    );
    await expectMutual(me, fits, true);
    await expectMutual(me, misfit, false);
    const woman = await dater(t, { location: parseCity(me), gender: 'Female' });
    await expectMutual(me, woman, false); // she wants men only
  });

  it("sexual preference filter: each one must fit the other one's filter", async () => {
    const { me, fits, misfit } = await trio(
      { sexualPreference: 'Gay', prefs: { sexualPreferenceFilter: 'Gay' } },
      { sexualPreference: 'Gay' },
      { sexualPreference: 'Straight' },
    );
    await expectMutual(me, fits, true);
    await expectMutual(me, misfit, false);
  });

  it("age: each one's age inside the other one's range", async () => {
    const { me, fits, misfit } = await trio(
      { age: 30, prefs: { ageRange: [25, 35] } },
      { age: 33, prefs: { ageRange: [28, 40] } },
      // 40 is outside her range although she (30) is inside his.
      { age: 40, prefs: { ageRange: [25, 45] } },
    );
    await expectMutual(me, fits, true);
    await expectMutual(me, misfit, false);
    const tooYoungForHim = await dater(t, {
      location: parseCity(me),
      age: 26,
      prefs: { ageRange: [18, 29] },
    });
    await expectMutual(me, tooYoungForHim, false);
  });

  it('age: both ends of each range count, on both sides', async () => {
    const location = isolatedCity();
    const me = await dater(t, { location, age: 30, prefs: { ageRange: [25, 35] } });
    // My oldest, and my age is her youngest; my youngest, and my age is his oldest.
    const oldest = await dater(t, { location, age: 35, prefs: { ageRange: [30, 40] } });
    const youngest = await dater(t, { location, age: 25, prefs: { ageRange: [20, 30] } });
    // One year past my range; and one whose range ends a year before my age.
    const tooOld = await dater(t, { location, age: 36, prefs: { ageRange: [30, 40] } });
    const wantsYounger = await dater(t, { location, age: 28, prefs: { ageRange: [20, 29] } });
    expect(new Set(await deckIds(me))).toEqual(new Set([oldest.user.id, youngest.user.id]));
    for (const other of [oldest, youngest]) {
      expect(await deckIds(other)).toContain(me.user.id);
    }
    for (const other of [tooOld, wantsYounger]) {
      expect(await deckIds(other)).not.toContain(me.user.id);
    }
  });

  it("distance: within both people's distance, measured between their cities", async () => {
    // Dallas and Fort Worth are about 30 miles apart.
    const gap = distanceMiles(city('Dallas, Texas'), city('Fort Worth, Texas'));
    expect(gap).toBeGreaterThan(25);
    expect(gap).toBeLessThan(35);
    const me = await dater(t, { location: 'Dallas, Texas', prefs: { distance: 50 } });
    const near = await dater(t, { location: 'Fort Worth, Texas', prefs: { distance: 35 } });
    const choosy = await dater(t, { location: 'Fort Worth, Texas', prefs: { distance: 25 } });
    const far = await dater(t, { location: 'Austin, Texas', prefs: { distance: 200 } });
    await expectMutual(me, near, true);
    await expectMutual(me, choosy, false);
    await expectMutual(me, far, false); // about 180 miles: inside his 200, not inside her 50
  });

  it("pet type: the candidate's active pet fits my preference and mine fits theirs", async () => {
    const { me, fits, misfit } = await trio(
      { pet: { type: 'dog' }, prefs: { petPreference: 'cat' } },
      { pet: { type: 'cat' }, prefs: { petPreference: 'dog' } },
      { pet: { type: 'dragon' } },
    );
    await expectMutual(me, fits, true);
    await expectMutual(me, misfit, false);
    const wantsBirds = await dater(t, {
      location: parseCity(me),
      pet: { type: 'cat' },
      prefs: { petPreference: 'bird' },
    });
    await expectMutual(me, wantsBirds, false);
    const petless = await dater(t, { location: parseCity(me), pet: null });
    await expectMutual(me, petless, false);
  });

  it('active pets: cared for a pet within 7 days when either asks for it', async () => {
    const days = DATING.activePetWithinDays;
    const { me, fits, misfit } = await trio(
      { prefs: { showOnlyActivePets: true } },
      { lastActiveHoursAgo: days * 24 - 2, prefs: { showOnlyActivePets: false } },
      { lastActiveHoursAgo: days * 24 + 2, prefs: { showOnlyActivePets: false } },
    );
    await expectMutual(me, fits, true);
    await expectMutual(me, misfit, false);
    const neverCared = await dater(t, {
      location: parseCity(me),
      lastActiveHoursAgo: null,
      prefs: { showOnlyActivePets: false },
    });
    await expectMutual(me, neverCared, false);
    // Nobody asking for it: inactive people show up (once neverCared's short deck, which
    // found everyone a moment ago, is searched again).
    const relaxed = await dater(t, {
      location: parseCity(me),
      prefs: { showOnlyActivePets: false },
    });
    t.clock.advanceMs(DATING_QUERY.shortQueueTtlMs);
    await expectMutual(relaxed, neverCared, true);
  });
});

describe('GET /api/dating/potential-matches: exclusions', () => {
  it('never shows me, anyone I swiped, anyone I matched, anyone blocked either way', async () => {
    const location = isolatedCity();
    const me = await dater(t, { location });
    const [passed, liked, matched, iBlocked, blockedMe, fresh] = await Promise.all(
      Array.from({ length: 6 }, () => dater(t, { location })),
    );
    const ids = (u: TestUser | undefined) => u!.user.id;
    expect(new Set(await deckIds(me))).toEqual(
      new Set([passed, liked, matched, iBlocked, blockedMe, fresh].map(ids)),
    );
    expect((await swipeOn(me, ids(passed), 'left')).statusCode).toBe(200);
    expect((await swipeOn(me, ids(liked), 'right')).statusCode).toBe(200);
    expect((await swipeOn(matched!, me.user.id, 'right')).statusCode).toBe(200);
    expect((await swipeOn(me, ids(matched), 'right')).json()).toMatchObject({ isMatch: true });
    await t.database.db.insert(blocks).values([
      { blockerId: me.user.id, blockedId: ids(iBlocked) },
      { blockerId: ids(blockedMe), blockedId: me.user.id },
    ]);
    const deck = await deckIds(me);
    expect(deck).toEqual([ids(fresh)]);
    expect(deck).not.toContain(me.user.id);
    // The other side: blocked people and my match do not see me either.
    for (const other of [matched, iBlocked, blockedMe]) {
      expect(await deckIds(other!)).not.toContain(me.user.id);
    }
    // Someone I passed on can still find me (a pass is private).
    expect(await deckIds(passed!)).toContain(me.user.id);
  });

  it('never shows anyone I was matched with, whichever side of the match row I am on', async () => {
    // Match rows written directly, without the two swipes a match has in the app, so that only
    // the match itself keeps these people apart; a row keeps the lower id as user_a.
    const location = isolatedCity();
    const [me, a, b, fresh] = await Promise.all(
      Array.from({ length: 4 }, () => dater(t, { location })),
    );
    await t.database.db
      .insert(matches)
      .values([matchPair(me!, a!), { ...matchPair(me!, b!), endedAt: t.clock.now() }]);
    expect(await deckIds(me!)).toEqual([fresh!.user.id]);
    for (const other of [a!, b!]) {
      expect(await deckIds(other)).not.toContain(me!.user.id);
      expect(await deckIds(other)).toContain(fresh!.user.id);
    }
  });

  it('returns at most 20, super-likers of the caller first', async () => {
    const location = isolatedCity();
    const me = await dater(t, { location });
    const others = await Promise.all(
      Array.from({ length: DATING.deckSize + 3 }, () => dater(t, { location })),
    );
    const superLiker = others[others.length - 1]!;
    expect((await swipeOn(superLiker, me.user.id, 'super')).statusCode).toBe(200);
    const res = await me.inject('GET', '/api/dating/potential-matches');
    const deck = res.json() as { id: string; superLikedYou: boolean }[];
    expect(deck).toHaveLength(DATING.deckSize);
    expect(deck[0]).toMatchObject({ id: superLiker.user.id, superLikedYou: true });
    expect(deck.slice(1).every((c) => !c.superLikedYou)).toBe(true);
  });
});

describe('deck cards', () => {
  it('show rounded distance labels, the same for everyone in one city, and nothing private', async () => {
    const me = await dater(t, { location: 'Oakland, California', prefs: { distance: 20 } });
    const sf = await Promise.all(
      Array.from({ length: 3 }, () =>
        dater(t, { location: 'San Francisco, California', prefs: { distance: 20 } }),
      ),
    );
    const neighbour = await dater(t, { location: 'Oakland, California', prefs: { distance: 20 } });
    const res = await me.inject('GET', '/api/dating/potential-matches');
    const deck = res.json() as Record<string, unknown>[];
    const expected = distanceLabel(
      distanceMiles(city('Oakland, California'), city('San Francisco, California')),
    );
    expect(expected).toBe('10 mi'); // 8.3 miles, rounded to 5
    for (const u of sf) {
      expect(deck.find((c) => c.id === u.user.id)?.distanceLabel).toBe(expected);
    }
    expect(deck.find((c) => c.id === neighbour.user.id)?.distanceLabel).toBe('< 5 mi');
    // Seen from San Francisco, Oakland is the same distance away.
    const back = (await sf[0]!.inject('GET', '/api/dating/potential-matches')).json() as Record<
      string,
      unknown
    >[];
    expect(back.find((c) => c.id === me.user.id)?.distanceLabel).toBe(expected);

    const card = deck.find((c) => c.id === neighbour.user.id)!;
    expect(card).toMatchObject({
      displayName: neighbour.user.displayName,
      age: 30,
      location: 'Oakland, California',
      photos: [],
      profileImage: null,
      superLikedYou: false,
      pet: { type: 'cat', level: 1, mood: 'happy', accessories: [] },
    });
    expect(card.compatibility).toBeGreaterThanOrEqual(1);
    expect(card.compatibility).toBeLessThanOrEqual(5);
    const raw = res.body;
    expect(raw).not.toMatch(/email|coins|preferences|lat"|lng"|password|"distance"/i);
    expect(raw).not.toContain(neighbour.user.email);
  });

  it('list every photo, oldest first, the first one as the profile image', async () => {
    const location = isolatedCity();
    const me = await dater(t, { location });
    const other = await dater(t, { location });
    const at = (minutes: number) => new Date(t.clock.now().getTime() - minutes * 60_000);
    const photo = (minutesAgo: number) => ({
      userId: other.user.id,
      storageKey: `photos/${minutesAgo}.webp`,
      thumbnailKey: `photos/${minutesAgo}-thumb.webp`,
      mimeType: 'image/webp',
      width: 800,
      height: 800,
      createdAt: at(minutesAgo),
    });
    const [newer, older] = await t.database.db
      .insert(profileImages)
      .values([photo(5), photo(50)])
      .returning({ id: profileImages.id });
    const deck = (await me.inject('GET', '/api/dating/potential-matches')).json() as {
      id: string;
      photos: string[];
      profileImage: string | null;
    }[];
    const card = deck.find((c) => c.id === other.user.id)!;
    expect(card.photos).toEqual([photoUrl(older!.id), photoUrl(newer!.id)]);
    expect(card.profileImage).toBe(photoUrl(older!.id));
  });

  it('shows the pet mood as of now (stats advanced in memory)', async () => {
    const location = isolatedCity();
    const me = await dater(t, { location, prefs: { showOnlyActivePets: false } });
    const sleepy = await dater(t, { location, prefs: { showOnlyActivePets: false } });
    // Energy 70 regenerates; happiness 85 decays 1/h: after 40 hours it is below 50 (sad).
    t.clock.advanceHours(40);
    const deck = (await me.inject('GET', '/api/dating/potential-matches')).json() as {
      id: string;
      pet: { mood: string };
    }[];
    expect(deck.find((c) => c.id === sleepy.user.id)?.pet.mood).toBe('sad');
  });
});

function city(label: string) {
  const place = parseLocationLabel(label);
  if (!place) throw new Error(label);
  return place.city;
}

function parseCity(u: TestUser): string {
  if (!u.user.location) throw new Error('no location');
  return u.user.location;
}
