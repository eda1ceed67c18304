import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  createSecondTapShield,
  onNavigation,
  SECOND_TAP_MS,
  SECOND_TAP_SLOP_PX,
} from './second-tap-shield';

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

  it("ends the double tap on a move of its own in between (the phone's Back)", () => {
    const { shield, wait } = afterMove();
    wait(200);
    shield.movedOn();
    expect(shield.swallows({ x: 100, y: 500, at: 1_300 })).toBe(false);
  });
});

describe('what moves the app on', () => {
  /** A router over a screen that loads at once and one that waits for `release`. */
  function setUp() {
    let release!: () => void;
    const slow = new Promise<null>((resolve) => (release = () => resolve(null)));
    const router = createMemoryRouter(
      [
        { path: '/', element: null },
        { path: '/fast', element: null },
        { path: '/slow', element: null, loader: () => slow },
      ],
      { initialEntries: ['/'] },
    );
    let moves = 0;
    onNavigation(router, () => (moves += 1));
    return { router, release, moves: () => moves };
  }

  it("is a navigation: to another address, or to a dialog's entry at the same address", async () => {
    const { router, moves } = setUp();
    await router.navigate('/fast');
    expect(moves()).toBe(1);
    await router.navigate('/fast', { state: { dialog: 'confirm-purchase' } });
    expect(moves()).toBe(2);
    await router.navigate(-1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(router.state.location.pathname).toBe('/fast');
    expect(moves()).toBe(3);
  });

  it('counts from the start of a navigation whose screen is still loading', async () => {
    const { router, release, moves } = setUp();
    const landed = router.navigate('/slow');
    expect(router.state.navigation.state).toBe('loading');
    expect(moves()).toBe(1);
    release();
    await landed;
    expect(router.state.location.pathname).toBe('/slow');
    // Landing is the same navigation.
    expect(moves()).toBe(1);
  });

  it('is not a refresh of the data on screen', async () => {
    const { router, moves } = setUp();
    await router.navigate('/fast');
    await router.revalidate();
    expect(moves()).toBe(1);
  });
});
