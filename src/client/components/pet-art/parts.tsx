/** Small shared SVG building blocks for the pet art (ids, gradients, outlines, shapes). */
import { useId, type ReactNode, type SVGProps } from 'react';
import type { PetMood } from '../../../shared/catalog/pets';

/** Props every pet body component takes. `neck` is drawn between the body and the head (scarves). */
export interface BodyProps {
  variant: string;
  mood: PetMood;
  neck?: ReactNode;
}

/** Where head-worn accessories go, in the head's own coordinates (`head` is its SVG transform). */
export interface Anchor {
  head: string;
  cx: number;
  cy: number;
  top: number;
  width: number;
  eyeY: number;
  eyeGap: number;
  neckY: number;
  neckW: number;
}

/** Returns a function making ids unique per rendered instance (safe inside `url(#...)`). */
export function useSvgId(): (name: string) => string {
  const raw = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  return (name) => `pa${raw}-${name}`;
}

export const url = (id: string): string => `url(#${id})`;

/** Mirror across the vertical centre line x = 100: draw the left side once, reuse it for the right. */
export const MIRROR = 'translate(200 0) scale(-1 1)';

/** A soft "lit from the top left" radial gradient, the base of the polished cartoon look. */
export function Radial(props: {
  id: string;
  light: string;
  main: string;
  shade: string;
  cx?: string;
  cy?: string;
}): ReactNode {
  const { id, light, main, shade, cx = '38%', cy = '30%' } = props;
  return (
    <radialGradient id={id} cx={cx} cy={cy} r="75%" fx={cx} fy={cy}>
      <stop offset="0" stopColor={light} />
      <stop offset="0.55" stopColor={main} />
      <stop offset="1" stopColor={shade} />
    </radialGradient>
  );
}

/** A top-to-bottom linear gradient between two or three colours. */
export function Linear(props: { id: string; from: string; to: string; mid?: string }): ReactNode {
  return (
    <linearGradient id={props.id} x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stopColor={props.from} />
      {props.mid ? <stop offset="0.5" stopColor={props.mid} /> : null}
      <stop offset="1" stopColor={props.to} />
    </linearGradient>
  );
}

/** A glow: a colour fading out to transparent. */
export function Glow(props: { id: string; color: string; opacity?: number }): ReactNode {
  return (
    <radialGradient id={props.id}>
      <stop offset="0" stopColor={props.color} stopOpacity={props.opacity ?? 0.75} />
      <stop offset="1" stopColor={props.color} stopOpacity="0" />
    </radialGradient>
  );
}

/** Outline style shared by all shapes. */
export function ink(line: string, width = 3): SVGProps<SVGPathElement> {
  return { stroke: line, strokeWidth: width, strokeLinejoin: 'round', strokeLinecap: 'round' };
}

/** A thick rounded limb or tail drawn as an outlined stroke. */
export function Limb(props: {
  d: string;
  color: string;
  line: string;
  width: number;
  dash?: { color: string; pattern: string } | undefined;
}): ReactNode {
  const { d, color, line, width, dash } = props;
  return (
    <g fill="none" strokeLinecap="round" strokeLinejoin="round">
      <path d={d} stroke={line} strokeWidth={width + 6} />
      <path d={d} stroke={color} strokeWidth={width} />
      {dash ? (
        <path d={d} stroke={dash.color} strokeWidth={width} strokeDasharray={dash.pattern} />
      ) : null}
    </g>
  );
}

/** A soft white shine, the "gloss" that makes shapes read as round. */
export function Gloss(props: { cx: number; cy: number; rx: number; ry: number; rot?: number }) {
  const { cx, cy, rx, ry, rot = -25 } = props;
  return (
    <ellipse
      cx={cx}
      cy={cy}
      rx={rx}
      ry={ry}
      fill="#fff"
      opacity={0.38}
      transform={`rotate(${rot} ${cx} ${cy})`}
    />
  );
}

/** A four-pointed twinkle. */
export function Sparkle(props: {
  x: number;
  y: number;
  r: number;
  color: string;
  opacity?: number;
}) {
  const { x, y, r, color, opacity = 1 } = props;
  const k = r * 0.28;
  const d = `M${x} ${y - r}Q${x + k} ${y - k} ${x + r} ${y}Q${x + k} ${y + k} ${x} ${y + r}Q${x - k} ${y + k} ${x - r} ${y}Q${x - k} ${y - k} ${x} ${y - r}Z`;
  return <path d={d} fill={color} opacity={opacity} />;
}

/** An ellipse with a scalloped (fluffy) edge: fur, clouds, ruffs. */
export function fluffPath(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  bumps: number,
  depth: number,
  rot = 0,
): string {
  const pt = (a: number, k: number) =>
    `${(cx + Math.cos(a) * rx * k).toFixed(1)} ${(cy + Math.sin(a) * ry * k).toFixed(1)}`;
  const step = (Math.PI * 2) / bumps;
  let d = `M${pt(rot, 1)}`;
  for (let i = 0; i < bumps; i++) {
    const a = rot + i * step;
    d += `Q${pt(a + step / 2, 1 + depth)} ${pt(a + step, 1)}`;
  }
  return `${d}Z`;
}

/** A five-pointed star path centred on (x, y). */
export function starPath(x: number, y: number, r: number, inner = 0.45): string {
  let d = '';
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const k = i % 2 === 0 ? r : r * inner;
    d += `${i === 0 ? 'M' : 'L'}${(x + Math.cos(a) * k).toFixed(1)} ${(y + Math.sin(a) * k).toFixed(1)}`;
  }
  return `${d}Z`;
}
