import { describe, expect, it } from 'vitest';
import { TIMING } from '../../../shared/constants';
import { pickActiveSection } from './scroll-spy';

const at = (home: number, features: number, how: number, start: number) => [
  { id: 'home', top: home },
  { id: 'features', top: features },
  { id: 'how-it-works', top: how },
  { id: 'get-started', top: start },
];
const threshold = TIMING.landingHighlightPx;

describe('pickActiveSection', () => {
  it('highlights Home at the top of the page', () => {
    expect(pickActiveSection(at(0, 800, 1800, 3000), threshold)).toBe('home');
  });

  it('switches once a section comes within the threshold of the top, not before', () => {
    expect(pickActiveSection(at(-700, threshold + 1, 1000, 2200), threshold)).toBe('home');
    expect(pickActiveSection(at(-700, threshold, 1000, 2200), threshold)).toBe('features');
    expect(pickActiveSection(at(-1500, -700, 40, 1200), threshold)).toBe('how-it-works');
  });

  it('keeps the section the reader is inside even when its top is far above', () => {
    expect(pickActiveSection(at(-3000, -2200, -1200, -20), threshold)).toBe('get-started');
    expect(pickActiveSection(at(-2000, -1200, -300, 600), threshold)).toBe('how-it-works');
  });

  it('highlights the last section at the bottom of the page', () => {
    expect(pickActiveSection(at(-2000, -1200, -300, 400), threshold, true)).toBe('get-started');
  });

  it('falls back to the first section before any has reached the line', () => {
    expect(pickActiveSection(at(300, 900, 1800, 3000), threshold)).toBe('home');
    expect(pickActiveSection([], threshold)).toBeUndefined();
  });
});
