import { describe, expect, it } from 'vitest';
import { ACCOUNT, LOGIN_LIMITS } from '../../../shared/constants';
import { PRIVACY, TERMS } from './legal-content';

const text = (doc: typeof TERMS) =>
  [doc.intro, ...doc.sections.flatMap((s) => [s.heading, ...s.paragraphs])].join('\n');

describe('terms and privacy', () => {
  it('fill every section, with no number left unfilled', () => {
    for (const doc of [TERMS, PRIVACY]) {
      expect(doc.sections.length).toBeGreaterThan(3);
      for (const section of doc.sections) expect(section.paragraphs.length).toBeGreaterThan(0);
      expect(text(doc)).not.toMatch(/undefined|NaN|\$\{/);
      // Headings are the keys of the page's sections.
      expect(new Set(doc.sections.map((s) => s.heading)).size).toBe(doc.sections.length);
    }
  });

  it("state the app's own limits", () => {
    expect(text(TERMS)).toContain(`${ACCOUNT.minAge} or older`);
    expect(text(TERMS)).toContain(`up to ${ACCOUNT.sessionDays} days`);
    expect(text(TERMS)).toContain(`After ${LOGIN_LIMITS.perAccount} wrong passwords`);
    expect(text(PRIVACY)).toContain(`after ${ACCOUNT.sessionDays} days`);
    // The way to delete an account is the one Edit Profile offers.
    for (const doc of [TERMS, PRIVACY]) expect(text(doc)).toContain('Edit Profile, Delete Account');
    expect(text(PRIVACY)).toContain('Edit Profile, Download My Data');
  });
});
