import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GameBackdrop } from './game-background';

describe('GameBackdrop', () => {
  it("spreads the galaxy's stars over the whole sky, not along a few rows", () => {
    const html = renderToStaticMarkup(<GameBackdrop kind="galaxy" />);
    const stars = [...html.matchAll(/<circle cx="([\d.]+)" cy="([\d.]+)" r="[123]"/g)].map((m) => ({
      x: Number(m[1]),
      y: Number(m[2]),
    }));
    expect(stars).toHaveLength(40);
    expect(new Set(stars.map((s) => s.y)).size).toBeGreaterThanOrEqual(35);
    // Every eighth of the screen, down and across, has stars in it.
    for (let band = 0; band < 8; band++) {
      expect(stars.some((s) => Math.floor((s.y / 844) * 8) === band)).toBe(true);
      expect(stars.some((s) => Math.floor((s.x / 390) * 8) === band)).toBe(true);
    }
  });
});
