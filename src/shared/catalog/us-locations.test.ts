import { describe, it, expect } from 'vitest';
import {
  US_STATES,
  distanceLabel,
  distanceMiles,
  findCity,
  findState,
  locationLabel,
  parseLocationLabel,
} from './us-locations';

function city(state: string, name: string) {
  const found = findCity(state, name);
  if (!found) throw new Error(`missing ${name}, ${state}`);
  return found;
}

describe('US_STATES', () => {
  it('has the 50 states with unique two-letter codes and unique names, no DC', () => {
    expect(US_STATES).toHaveLength(50);
    const codes = US_STATES.map((s) => s.code);
    expect(new Set(codes).size).toBe(50);
    expect(new Set(US_STATES.map((s) => s.name)).size).toBe(50);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
    expect(codes).not.toContain('DC');
  });

  it('is sorted by name', () => {
    const names = US_STATES.map((s) => s.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('gives each state 5 to 12 cities with unique names and no commas', () => {
    for (const s of US_STATES) {
      expect(s.cities.length, s.name).toBeGreaterThanOrEqual(5);
      expect(s.cities.length, s.name).toBeLessThanOrEqual(12);
      const names = s.cities.map((c) => c.name.toLowerCase());
      expect(new Set(names).size, s.name).toBe(names.length);
      for (const c of s.cities) expect(c.name, s.name).not.toContain(',');
    }
  });

  it('gives the biggest states the most cities', () => {
    for (const code of ['CA', 'TX', 'FL', 'NY']) {
      expect(findState(code)!.cities.length).toBeGreaterThanOrEqual(10);
    }
  });

  it('keeps every coordinate inside the US bounding boxes', () => {
    for (const s of US_STATES) {
      for (const c of s.cities) {
        const where = `${c.name}, ${s.name}`;
        expect(c.lat, where).toBeGreaterThanOrEqual(18);
        expect(c.lat, where).toBeLessThanOrEqual(72);
        expect(c.lng, where).toBeGreaterThanOrEqual(-180);
        expect(c.lng, where).toBeLessThanOrEqual(-65);
      }
    }
  });

  it('places Alaska and Hawaii where they belong', () => {
    for (const c of findState('AK')!.cities) expect(c.lat).toBeGreaterThan(54);
    for (const c of findState('HI')!.cities) {
      expect(c.lat).toBeLessThan(23);
      expect(c.lng).toBeLessThan(-154);
    }
  });
});

describe('findState / findCity', () => {
  it('finds a state by code or name, case-insensitive', () => {
    expect(findState('TX')?.name).toBe('Texas');
    expect(findState('tx')?.name).toBe('Texas');
    expect(findState('texas')?.code).toBe('TX');
    expect(findState('  NEW   york ')?.code).toBe('NY');
    expect(findState('DC')).toBeUndefined();
    expect(findState('Atlantis')).toBeUndefined();
    expect(findState('')).toBeUndefined();
  });

  it('finds a city case-insensitively within the given state only', () => {
    expect(findCity('tx', 'austin')?.name).toBe('Austin');
    expect(findCity('Texas', 'AUSTIN')?.name).toBe('Austin');
    expect(findCity('CA', 'Austin')).toBeUndefined();
    expect(findCity('ZZ', 'Austin')).toBeUndefined();
  });
});

describe('parseLocationLabel / locationLabel', () => {
  it('round-trips every city of every state (by name and by code)', () => {
    for (const s of US_STATES) {
      for (const c of s.cities) {
        const byName = parseLocationLabel(locationLabel(c.name, s.name));
        expect(byName?.state, `${c.name}, ${s.name}`).toBe(s);
        expect(byName?.city, `${c.name}, ${s.name}`).toBe(c);
        const byCode = parseLocationLabel(`${c.name}, ${s.code}`);
        expect(byCode?.city, `${c.name}, ${s.code}`).toBe(c);
      }
    }
  });

  it('formats the label as "city, state"', () => {
    expect(locationLabel('Austin', 'Texas')).toBe('Austin, Texas');
  });

  it('handles extra whitespace and case', () => {
    const parsed = parseLocationLabel('   austin ,    TEXAS  ');
    expect(parsed?.state.code).toBe('TX');
    expect(parsed?.city.name).toBe('Austin');
    expect(parseLocationLabel('Salt  Lake   City,Utah')?.city.name).toBe('Salt Lake City');
  });

  it('splits on the last comma', () => {
    expect(parseLocationLabel('Somewhere, Austin, Texas')).toBeUndefined();
    expect(parseLocationLabel('Austin, Texas,')).toBeUndefined();
  });

  it('returns undefined for unknown or malformed labels', () => {
    expect(parseLocationLabel('Austin, Atlantis')).toBeUndefined();
    expect(parseLocationLabel('Gotham, New York')).toBeUndefined();
    expect(parseLocationLabel('Austin Texas')).toBeUndefined();
    expect(parseLocationLabel(', Texas')).toBeUndefined();
    expect(parseLocationLabel('')).toBeUndefined();
  });
});

describe('distanceMiles', () => {
  it('measures New York City to Los Angeles at about 2,445 mi (within 1%)', () => {
    const d = distanceMiles(city('NY', 'New York City'), city('CA', 'Los Angeles'));
    expect(Math.abs(d - 2445) / 2445).toBeLessThan(0.01);
  });

  it('measures Austin to Dallas at about 182 mi (within 3%)', () => {
    const d = distanceMiles(city('TX', 'Austin'), city('TX', 'Dallas'));
    expect(Math.abs(d - 182) / 182).toBeLessThan(0.03);
  });

  it('is symmetric and 0 for the same city', () => {
    const pairs = [
      [city('NY', 'New York City'), city('CA', 'Los Angeles')],
      [city('TX', 'Austin'), city('TX', 'Dallas')],
      [city('HI', 'Honolulu'), city('AK', 'Anchorage')],
    ] as const;
    for (const [a, b] of pairs) {
      expect(distanceMiles(a, b)).toBeCloseTo(distanceMiles(b, a), 9);
    }
    for (const s of US_STATES) {
      for (const c of s.cities) expect(distanceMiles(c, c)).toBe(0);
    }
  });
});

describe('distanceLabel', () => {
  it.each([
    [0, '< 5 mi'],
    [2.4, '< 5 mi'],
    [7.4, '5 mi'],
    [8, '10 mi'],
    [123, '125 mi'],
    [5, '5 mi'],
    [200, '200 mi'],
  ])('%s -> %s', (miles, label) => {
    expect(distanceLabel(miles)).toBe(label);
  });

  it('never shows unrounded miles', () => {
    for (let m = 0; m < 500; m += 0.7) {
      expect(distanceLabel(m)).toMatch(/^(< 5|\d*[05]) mi$/);
    }
  });
});
