// Pet drawings as rendered: accessories sit on the head without hiding the face (drawn with and
// without one, the pixels around each eye must be the same; a bow once covered the parrot's right
// eye), and no pet runs off the picture's edge (the corgi's ear tips were cut flat).
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PET_MOODS, PET_TYPES, VARIANTS_BY_TYPE, type PetType } from '../../../shared/catalog/pets';
import { birdAnchor } from './bird';
import { catAnchor } from './cat';
import { dogAnchor } from './dog';
import { dragonAnchor } from './dragon';
import { fishAnchor } from './fish';
import type { Anchor } from './parts';
import { phoenixAnchor } from './phoenix';
import { PetArt } from './index';

const ANCHORS: Record<PetType, Anchor> = {
  dragon: dragonAnchor('happy'),
  cat: catAnchor('happy'),
  dog: dogAnchor('happy'),
  phoenix: phoenixAnchor('happy'),
  bird: birdAnchor('happy'),
  fish: fishAnchor('happy'),
};

async function pixels(type: PetType, accessories: string[]) {
  const svg = renderToStaticMarkup(
    <PetArt
      type={type}
      variant={VARIANTS_BY_TYPE[type][0]!}
      mood="happy"
      accessories={accessories}
      animate={false}
      size={200}
    />,
  );
  return sharp(Buffer.from(svg)).flatten({ background: '#ffffff' }).raw().toBuffer();
}

/** A point of the head's own coordinates on the picture (the fish's head is turned and scaled). */
function onPicture(anchor: Anchor, x: number, y: number): [number, number] {
  const m = /rotate\((-?[\d.]+) ([\d.]+) ([\d.]+)\).*scale\(([\d.]+)\)/.exec(anchor.head);
  if (!m) return [x, y];
  const [deg, ox, oy, k] = m.slice(1).map(Number) as [number, number, number, number];
  const sx = ox + (x - ox) * k;
  const sy = oy + (y - oy) * k;
  const a = (deg * Math.PI) / 180;
  return [
    ox + (sx - ox) * Math.cos(a) - (sy - oy) * Math.sin(a),
    oy + (sx - ox) * Math.sin(a) + (sy - oy) * Math.cos(a),
  ];
}

/** Share of the pixels within 8 px of (x, y) that differ visibly between two drawings. */
function changedAround(a: Buffer, b: Buffer, [x, y]: [number, number]): number {
  let changed = 0;
  let all = 0;
  for (let py = Math.round(y - 8); py <= y + 8; py++) {
    for (let px = Math.round(x - 8); px <= x + 8; px++) {
      const i = (py * 200 + px) * 3;
      const diff = Math.max(...[0, 1, 2].map((c) => Math.abs(a[i + c]! - b[i + c]!)));
      all++;
      if (diff > 40) changed++;
    }
  }
  return changed / all;
}

describe('accessories', () => {
  for (const type of PET_TYPES) {
    it(`leave the ${type}'s eyes uncovered`, async () => {
      const anchor = ANCHORS[type];
      const bare = await pixels(type, []);
      for (const key of ['bow', 'crown', 'top-hat', 'flower-crown']) {
        const worn = await pixels(type, [key]);
        for (const side of [-1, 1]) {
          const eye = onPicture(anchor, anchor.cx + side * anchor.eyeGap, anchor.eyeY);
          expect(changedAround(bare, worn, eye), `${key} over an eye`).toBeLessThan(0.05);
        }
      }
    });
  }
});

describe('pet drawings', () => {
  it('stay inside the picture: nothing touches its top, left or right edge', async () => {
    const touching: string[] = [];
    for (const type of PET_TYPES) {
      for (const variant of VARIANTS_BY_TYPE[type]) {
        for (const mood of PET_MOODS) {
          const svg = renderToStaticMarkup(
            <PetArt type={type} variant={variant} mood={mood} animate={false} size={200} />,
          );
          const data = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer();
          const opaque = (x: number, y: number) => data[(y * 200 + x) * 4 + 3]! > 40;
          const edge = Array.from({ length: 200 }, (_, i) => [
            opaque(i, 0),
            opaque(0, i),
            opaque(199, i),
          ]).flat();
          if (edge.some(Boolean)) touching.push(`${type} ${variant} ${mood}`);
        }
      }
    }
    // The corgi's ears, scaled up from their base, were cut flat at the top.
    expect(touching).toEqual([]);
  });
});
