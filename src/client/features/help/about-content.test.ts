import { describe, expect, it } from 'vitest';
import pkg from '../../../../package.json';
import { ACCOUNT, APP_VERSION, CARE } from '../../../shared/constants';
import { ABOUT_FEATURES } from './about-content';

describe('About', () => {
  it('shows the version of package.json', () => {
    expect(APP_VERSION).toBe(pkg.version);
    expect(APP_VERSION).toBe('1.0.0');
  });

  it('has the four feature cards of the spec, Safe Space saying adults only and no nudity', () => {
    expect(ABOUT_FEATURES.map((f) => f.title)).toEqual([
      'Pet Care',
      'Social Dating',
      'Achievements',
      'Safe Space',
    ]);
    const safe = ABOUT_FEATURES.find((f) => f.title === 'Safe Space')!.body;
    expect(safe).toContain(`adults (${ACCOUNT.minAge}+) only`);
    expect(safe).toContain('No nudity');
    expect(ABOUT_FEATURES[0]!.body).toContain(`level ${CARE.maxLevel}`);
  });
});
