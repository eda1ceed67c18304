import { describe, expect, it } from 'vitest';
import { LANDING_HEADER_ID, LANDING_SECTION_IDS } from './landing-content';
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

  it('wraps the header, the only part the document hydrates, in its own element', () => {
    expect(html).toMatch(new RegExp(`<div id="${LANDING_HEADER_ID}"><header`));
  });

  it('marks the section links outside the header for the one listener that scrolls them', () => {
    expect(html).toMatch(/data-scroll-to="how-it-works"[^>]*>See How It Works/);
    for (const id of LANDING_SECTION_IDS) expect(html).toContain(`data-scroll-to="${id}"`);
  });

  it('starts with the first section highlighted and the mobile menu closed, as hydration does', () => {
    expect(html).toMatch(/href="#home"[^>]*aria-current="true"/);
    expect(html).toContain('aria-expanded="false"');
    expect(html).not.toContain('id="landing-mobile-menu"');
  });
});
