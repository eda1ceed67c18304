import { describe, expect, it } from 'vitest';
import {
  tappedPhoto,
  dragOutcome,
  dragProgress,
  dragRotation,
  initials,
  keyDirection,
  matchedLabel,
} from './swipe-gesture';

describe('swipe gesture rules', () => {
  it('commits only past 150 px', () => {
    expect(dragOutcome(151)).toBe('right');
    expect(dragOutcome(-151)).toBe('left');
    expect(dragOutcome(150)).toBeNull();
    expect(dragOutcome(-150)).toBeNull();
    expect(dragOutcome(40)).toBeNull();
  });

  it('tilts with the drag, within 18 degrees', () => {
    expect(dragRotation(0)).toBe(0);
    expect(dragRotation(120)).toBe(10);
    expect(dragRotation(-600)).toBe(-18);
    expect(dragProgress(75)).toBe(0.5);
    expect(dragProgress(-400)).toBe(1);
  });

  it('maps arrow keys to pass, like and super like', () => {
    expect(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'a'].map(keyDirection)).toEqual([
      'left',
      'right',
      'super',
      null,
      null,
    ]);
  });

  it('makes initials and match age labels', () => {
    expect(initials('Maya')).toBe('M');
    expect(initials('  ethan  k ')).toBe('EK');
    expect(initials('Ana María López')).toBe('AL');
    const now = new Date(2026, 5, 15, 12);
    expect(matchedLabel(new Date(2026, 5, 15, 1).toISOString(), now)).toBe('Matched today');
    expect(matchedLabel(new Date(2026, 5, 14, 23).toISOString(), now)).toBe('Matched yesterday');
    expect(matchedLabel(new Date(2026, 5, 11).toISOString(), now)).toBe('Matched 4 days ago');
    expect(matchedLabel(new Date(2026, 4, 2).toISOString(), now)).toBe('Matched May 2');
  });
});

describe('tappedPhoto', () => {
  const card = { left: 16, width: 358 };
  const at = (x: number, photo: { at: number; count: number }, dx = 0, dy = 0) =>
    tappedPhoto({ dx, dy, x }, card, photo);

  it('shows the next photo for a tap on the right half, the one before for the left half', () => {
    expect(at(300, { at: 0, count: 3 })).toBe(1);
    expect(at(300, { at: 1, count: 3 })).toBe(2);
    expect(at(40, { at: 2, count: 3 })).toBe(1);
  });

  it('stops at the first and the last photo', () => {
    expect(at(40, { at: 0, count: 3 })).toBe(0);
    expect(at(300, { at: 2, count: 3 })).toBe(2);
  });

  it('is no tap when the pointer moved, or when there is one photo or none', () => {
    expect(at(300, { at: 0, count: 3 }, 8, 0)).toBeNull();
    expect(at(300, { at: 0, count: 3 }, 6, 6)).toBeNull();
    expect(at(300, { at: 0, count: 3 }, 3, 3)).toBe(1);
    expect(at(300, { at: 0, count: 1 })).toBeNull();
    expect(at(300, { at: 0, count: 0 })).toBeNull();
  });
});
