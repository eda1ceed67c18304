import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../../shared/constants';
import { activePetQueryOptions } from './get-active-pet';
import { challengesQueryOptions } from './get-challenges';
import { ownProfileQueryOptions } from '../../../lib/own-profile';

const script = readFileSync(
  path.resolve(import.meta.dirname, '../../../../../public/early-reads.js'),
  'utf8',
);

describe('public/early-reads.js', () => {
  it("sends exactly Home's reads, at the addresses its queries fetch", () => {
    const urls = [ownProfileQueryOptions, activePetQueryOptions, challengesQueryOptions].map(
      (options) => options().queryKey.join('/'),
    );
    const sent = [...script.matchAll(/'(\/api\/[^']+)'/g)].map(([, url]) => url);
    expect(sent.sort()).toEqual(urls.sort());
  });

  it('sends nothing once the app has made its first read (api-client.ts sets the holder null)', () => {
    expect(script).toContain('if (globalThis.__petmatchEarlyReads !== undefined) return;');
  });

  it('reads the session from the stored token and user, on /home only', () => {
    expect(script).toContain(`localStorage.getItem('${STORAGE_KEYS.token}')`);
    expect(script).toContain(`localStorage.getItem('${STORAGE_KEYS.user}')`);
    expect(script).toContain(`location.pathname !== '/home'`);
  });
});
