import { describe, expect, it } from 'vitest';
import { LANDING_SECTION_IDS } from './landing-content';
import { renderHtml } from './prerender';

describe('the prerendered landing (landing.html)', () => {
  const html = renderHtml();

  it('has every section the header anchors point at, and the header anchors', () => {
    for (const id of LANDING_SECTION_IDS) {
      expect(html).toContain(`id="${id}"`);
      expect(html).toContain(`href="#${id}"`);
    }
  });

  it('reaches sign-in and registration with plain links (no router on this document)', () => {
    expect(html).toContain('href="/login"');
    expect(html).toContain('href="/register"');
  });

  it('starts with the first section highlighted and the mobile menu closed, as hydration does', () => {
    expect(html).toMatch(/href="#home"[^>]*aria-current="true"/);
    expect(html).toContain('aria-expanded="false"');
    expect(html).not.toContain('id="landing-mobile-menu"');
  });
});
