/**
 * Location privacy (PRODUCT_RULES.md 3 and 7): people pick a city from the bundled list; no answer
 * carries coordinates; distances are labels rounded to 5 miles; two people in one city look the
 * same to every viewer, from any city, so no number of viewpoints narrows anyone below the city.
 */
import { describe, expect, it } from 'vitest';
import {
  distanceLabel,
  distanceMiles,
  parseLocationLabel,
} from '../../src/shared/catalog/us-locations';
import type { DeckCard } from '../../src/shared/schemas/dating';
import { type TestUser, useTestApp } from '../../src/server/test/helpers';
import { dater } from '../../src/server/features/dating/test-fixtures';
import { walkJson } from './json-answers';

/** Generous per-test time: these suites share a loaded machine (no timing is asserted). */
const SLOW_MACHINE = 120_000;

const t = useTestApp();

const WIDE = { distance: 200 };
const COORDINATE_KEY = /^(lat|lng|lon|long|latitude|longitude|coords|coordinates|geo)$/i;

function centre(label: string) {
  const place = parseLocationLabel(label);
  if (!place) throw new Error(label);
  return place.city;
}

async function deck(u: TestUser): Promise<DeckCard[]> {
  const res = await u.inject('GET', '/api/dating/potential-matches');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as DeckCard[];
}

/** Everything a card says about where its person is. */
function whereabouts(card: Record<string, unknown>) {
  return { location: card.location, distanceLabel: card.distanceLabel };
}

describe('location privacy', { timeout: SLOW_MACHINE }, () => {
  it('shows two people in one city identically to viewers in several cities', async () => {
    const target = 'Dallas, Texas';
    const [x, y] = [
      await dater(t, { location: target, prefs: WIDE, displayName: 'Xena' }),
      await dater(t, { location: target, prefs: WIDE, displayName: 'Yara' }),
    ];
    const viewpoints = ['Dallas, Texas', 'Fort Worth, Texas', 'Plano, Texas', 'Austin, Texas'];
    const labels = new Set<string>();
    for (const location of viewpoints) {
      const viewer = await dater(t, { location, prefs: WIDE });
      const cards = await deck(viewer);
      const cx = cards.find((c) => c.id === x.user.id);
      const cy = cards.find((c) => c.id === y.user.id);
      expect(cx && cy, `both in the deck of a viewer in ${location}`).toBeTruthy();
      expect(whereabouts(cx as DeckCard)).toEqual(whereabouts(cy as DeckCard));
      expect(cx?.location).toBe(target);
      // The label is the rounded great-circle distance between city centres, nothing finer.
      const expected = distanceLabel(distanceMiles(centre(location), centre(target)));
      expect(cx?.distanceLabel).toBe(expected);
      labels.add(String(cx?.distanceLabel));
      // The public profiles agree with the cards, and with each other.
      const px = (await viewer.inject('GET', `/api/users/${x.user.id}`)).json();
      const py = (await viewer.inject('GET', `/api/users/${y.user.id}`)).json();
      expect(whereabouts(px)).toEqual(whereabouts(py));
      expect(whereabouts(px)).toEqual(whereabouts(cx as DeckCard));
      for (const body of [cards, px, py]) {
        walkJson(body, ({ key, path }) => {
          if (key !== null && COORDINATE_KEY.test(key)) throw new Error(`coordinates at ${path}`);
        });
      }
    }
    // Several different viewpoints really were tried (the labels differ between them).
    expect(labels.size).toBeGreaterThanOrEqual(3);
  });

  it('rounds every distance to 5 miles, "< 5 mi" below that', async () => {
    const here = 'Arlington, Texas';
    const viewer = await dater(t, { location: here, prefs: WIDE });
    const others = ['Fort Worth, Texas', 'Dallas, Texas', 'Plano, Texas', 'Arlington, Texas'];
    const people = [];
    for (const location of others) people.push(await dater(t, { location, prefs: WIDE }));
    const cards = await deck(viewer);
    for (const [i, person] of people.entries()) {
      const card = cards.find((c) => c.id === person.user.id);
      expect(card, others[i]).toBeDefined();
      const label = String(card?.distanceLabel);
      expect(label).toMatch(/^(< 5|\d*[05]) mi$/);
      const exact = distanceMiles(centre(here), centre(others[i] as string));
      // Rounded, not truncated or exact: within 2.5 miles of the truth, on a multiple of 5.
      if (label !== '< 5 mi')
        expect(Math.abs(parseInt(label, 10) - exact)).toBeLessThanOrEqual(2.5);
      else expect(exact).toBeLessThan(7.5);
    }
  });

  it('stores no place finer than the city and never takes coordinates from a client', async () => {
    const u = await dater(t, { location: 'Austin, Texas', prefs: WIDE });
    // A client trying to set coordinates or a street address is refused, the city stays.
    for (const body of [
      { location: 'Austin, Texas', lat: 30.1, lng: -97.1 },
      { location: '1600 Congress Ave, Austin, Texas' },
      { latitude: 30.1, longitude: -97.1 },
    ]) {
      const res = await u.inject('PUT', '/api/user/profile', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const prefs = await u.inject('PUT', '/api/user/preferences', {
      ageRange: [18, 65],
      distance: 200,
      petPreference: 'any',
      showOnlyActivePets: true,
      enableSuperLikes: true,
      genderPreference: 'any',
      sexualPreferenceFilter: 'any',
      location: { state: 'Alaska', stateCode: 'AK', city: 'Anchorage', lat: 61.2 },
    });
    expect(prefs.statusCode).toBe(400);
    const me = (await u.inject('GET', '/api/user/profile')).json();
    expect(me.location).toBe('Austin, Texas');
    // Moving city moves the label for others, still city-level and rounded.
    const viewer = await dater(t, { location: 'Dallas, Texas', prefs: WIDE });
    expect(
      (await u.inject('PUT', '/api/user/profile', { location: 'Plano, Texas' })).statusCode,
    ).toBe(200);
    const card = (await viewer.inject('GET', `/api/users/${u.user.id}`)).json();
    expect(card.location).toBe('Plano, Texas');
    expect(card.distanceLabel).toBe(
      distanceLabel(distanceMiles(centre('Dallas, Texas'), centre('Plano, Texas'))),
    );
  });
});
