import { describe, expect, it } from 'vitest';
import { createSecondTapShield, SECOND_TAP_MS, SECOND_TAP_SLOP_PX } from './second-tap-shield';

/** A shield on a clock the test moves, with the first tap at (100, 500) made at 1,000 ms. */
function setUp() {
  let now = 1_000;
  const shield = createSecondTapShield(() => now);
  const first = { x: 100, y: 500, at: 1_000 };
  return {
    shield,
    first,
    wait: (ms: number) => {
      now += ms;
    },
  };
}

/** As setUp, after the first tap moved the screen on. */
function afterMove() {
  const moved = setUp();
  moved.shield.tapped(moved.first);
  moved.shield.movedOn();
  return moved;
}

describe('second tap shield', () => {
  it('swallows the second tap of a double tap that moved the screen on', () => {
    const { shield, wait } = afterMove();
    wait(180);
    expect(shield.swallows({ x: 104, y: 497, at: 1_180 })).toBe(true);
  });

  it('lets through a tap made after a double tap could end', () => {
    const { shield } = afterMove();
    expect(shield.swallows({ x: 100, y: 500, at: 1_000 + SECOND_TAP_MS })).toBe(false);
    // Once past, the shield is down: the same spot is a new tap again.
    expect(shield.swallows({ x: 100, y: 500, at: 1_050 })).toBe(false);
  });

  it('lets through a tap elsewhere, which ends the double tap', () => {
    const { shield } = afterMove();
    expect(shield.swallows({ x: 100 + SECOND_TAP_SLOP_PX + 1, y: 500, at: 1_100 })).toBe(false);
    // The user picked something on the new step: a tap back at the first spot is a new one.
    expect(shield.swallows({ x: 100, y: 500, at: 1_200 })).toBe(false);
  });

  it('judges a tap by when it was made, not when a busy page handled it', () => {
    const { shield, wait } = afterMove();
    // The page was busy for a second: the second tap, made 150 ms after the first, still counts.
    wait(1_000);
    expect(shield.swallows({ x: 100, y: 500, at: 1_150 })).toBe(true);
  });

  it('shields nothing when the move did not come from the tap being handled', () => {
    const { shield, first, wait } = setUp();
    // No tap at all (a key's Enter): nothing to shield.
    shield.movedOn();
    expect(shield.swallows({ x: 100, y: 500, at: 1_100 })).toBe(false);
    // A move a while after the last tap (an answer arriving) is not that tap's doing.
    shield.tapped(first);
    wait(300);
    shield.movedOn();
    expect(shield.swallows({ x: 100, y: 500, at: 1_350 })).toBe(false);
  });
});
