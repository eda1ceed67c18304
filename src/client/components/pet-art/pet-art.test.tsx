import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PET_MOODS, PET_TYPES, VARIANTS_BY_TYPE, type PetMood } from '../../../shared/catalog/pets';
import { ACCESSORY_KEYS, PetArt, type PetArtProps } from './index';

function render(props: PetArtProps): string {
  return renderToStaticMarkup(<PetArt {...props} />);
}

/** Every `id="..."` defined in the markup. */
function ids(html: string): string[] {
  return [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!);
}

/** Every `url(#...)` reference in the markup. */
function refs(html: string): string[] {
  return [...html.matchAll(/url\(#([^)]+)\)/g)].map((m) => m[1]!);
}

describe('PetArt', () => {
  for (const type of PET_TYPES) {
    for (const variant of VARIANTS_BY_TYPE[type]) {
      it(`renders ${type} / ${variant} in every mood, each mood differently`, () => {
        const markups = PET_MOODS.map((mood: PetMood) => {
          const html = render({ type, variant, mood });
          expect(html.startsWith('<svg')).toBe(true);
          expect(html).toContain('role="img"');
          expect(html).toContain('viewBox="0 0 200 200"');
          expect(html).toMatch(/aria-label="[^"]+"/);
          expect(html).toMatch(/<title>[^<]+<\/title>/);
          expect(html).not.toContain('NaN');
          expect(html).not.toContain('undefined');
          const defined = new Set(ids(html));
          for (const ref of refs(html)) expect(defined.has(ref)).toBe(true);
          return html;
        });
        expect(new Set(markups).size).toBe(PET_MOODS.length);
      });
    }
  }

  it('has a descriptive default title and accepts a custom one and a size', () => {
    const html = render({ type: 'dragon', variant: 'fire', mood: 'happy' });
    expect(html).toContain('aria-label="Happy fire dragon"');
    expect(html).toContain('<title>Happy fire dragon</title>');
    expect(html).toContain('width="160"');
    expect(render({ type: 'dog', variant: 'german-shepherd', mood: 'sleeping' })).toContain(
      'aria-label="Sleeping german shepherd dog"',
    );
    const custom = render({ type: 'cat', variant: 'tabby', mood: 'sad', title: 'Mochi', size: 64 });
    expect(custom).toContain('aria-label="Mochi"');
    expect(custom).toContain('width="64"');
    expect(custom).toContain('height="64"');
  });

  it('draws a floating Z z only when sleeping', () => {
    expect(render({ type: 'fish', variant: 'koi', mood: 'sleeping' })).toMatch(/>Z<.*>z</);
    expect(render({ type: 'fish', variant: 'koi', mood: 'happy' })).not.toMatch(/>Z</);
  });

  it('falls back to the first palette for an unknown variant', () => {
    for (const type of PET_TYPES) {
      const first = VARIANTS_BY_TYPE[type][0]!;
      const known = render({ type, variant: first, mood: 'happy', title: 't' });
      const unknown = render({ type, variant: 'no-such-variant', mood: 'happy', title: 't' });
      expect(unknown).toBe(known);
    }
  });

  it('adds markup for each accessory and ignores unknown keys', () => {
    for (const type of PET_TYPES) {
      const variant = VARIANTS_BY_TYPE[type][0]!;
      const base = render({ type, variant, mood: 'happy' });
      expect(render({ type, variant, mood: 'happy', accessories: ['jetpack'] })).toBe(base);
      for (const key of ACCESSORY_KEYS) {
        const html = render({ type, variant, mood: 'happy', accessories: [key] });
        expect(html.length).toBeGreaterThan(base.length);
        expect(html).toContain(`data-accessory="${key}"`);
        const defined = new Set(ids(html));
        for (const ref of refs(html)) expect(defined.has(ref)).toBe(true);
      }
      const all = render({ type, variant, mood: 'sad', accessories: ACCESSORY_KEYS });
      for (const key of ACCESSORY_KEYS) expect(all).toContain(`data-accessory="${key}"`);
    }
  });

  it('gives each rendered instance its own gradient and clip ids', () => {
    const html = renderToStaticMarkup(
      <div>
        <PetArt type="cat" variant="calico" mood="happy" accessories={['crown', 'scarf']} />
        <PetArt type="cat" variant="calico" mood="happy" accessories={['crown', 'scarf']} />
      </div>,
    );
    const all = ids(html);
    expect(all.length).toBeGreaterThan(2);
    expect(new Set(all).size).toBe(all.length);
    const [first, second] = html.split('</svg>');
    const a = new Set(ids(first!));
    const b = new Set(ids(second!));
    for (const ref of refs(first!)) expect(a.has(ref)).toBe(true);
    for (const ref of refs(second!)) expect(b.has(ref)).toBe(true);
  });

  it('animates by default with a reduced-motion opt out, and can be static', () => {
    const animated = render({ type: 'bird', variant: 'owl', mood: 'happy' });
    expect(animated).toContain('petart-anim');
    expect(animated).toContain('prefers-reduced-motion');
    const still = render({ type: 'bird', variant: 'owl', mood: 'happy', animate: false });
    expect(still).not.toContain('petart-anim');
    expect(still).not.toContain('<style');
  });
});
