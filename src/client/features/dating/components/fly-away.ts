import type { CSSProperties } from 'react';
import type { DeckCard, SwipeDirection } from '../../../../shared/schemas/dating';
import { dragRotation } from '../lib/swipe-gesture';

/** How long a swiped card takes to fly off the screen. */
export const FLY_MS = 320;

export interface Drag {
  dx: number;
  dy: number;
  active: boolean;
}

export interface Leaving {
  card: DeckCard;
  direction: SwipeDirection;
  from: Drag;
  /** The photo it showed: it flies off as it was. */
  photoAt: number;
}

export const FLY_CSS = `
@keyframes pm-fly{
  from{transform:translate(var(--x0),var(--y0)) rotate(var(--r0));opacity:1}
  to{transform:translate(var(--x1),var(--y1)) rotate(var(--r1));opacity:0}
}
.pm-fly{animation:pm-fly ${FLY_MS}ms cubic-bezier(.3,.1,.6,1) forwards}
`;

export function flyStyle({ direction, from }: Leaving): CSSProperties {
  const end =
    direction === 'super'
      ? { x: `${from.dx}px`, y: '-130%', r: '0deg' }
      : {
          x: direction === 'right' ? '150%' : '-150%',
          y: `${from.dy + 60}px`,
          r: direction === 'right' ? '28deg' : '-28deg',
        };
  return {
    '--x0': `${from.dx}px`,
    '--y0': `${from.dy}px`,
    '--r0': `${dragRotation(from.dx)}deg`,
    '--x1': end.x,
    '--y1': end.y,
    '--r1': end.r,
  } as CSSProperties;
}
