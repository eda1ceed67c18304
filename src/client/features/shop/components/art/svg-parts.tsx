import type { ReactNode } from 'react';

/** Building blocks shared by the shop's item drawings. */
export const LINE = '#3b2a4f';

export function Svg({ label, children }: { label: string; children: ReactNode }) {
  return (
    <svg viewBox="0 0 64 64" className="h-full w-full" role="img" aria-label={label}>
      {children}
    </svg>
  );
}

export function Gradient({ id, from, to }: { id: string; from: string; to: string }) {
  return (
    <linearGradient id={id} x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stopColor={from} />
      <stop offset="1" stopColor={to} />
    </linearGradient>
  );
}

export const bolt = (x: number, y: number, s: number, fill = '#fff7b8') => (
  <path
    d={`M${x + 2 * s} ${y}L${x - 3 * s} ${y + 7 * s}H${x}L${x - 2 * s} ${y + 13 * s}L${x + 4 * s} ${y + 5 * s}H${x + s}Z`}
    fill={fill}
    stroke={LINE}
    strokeWidth={1.6}
    strokeLinejoin="round"
  />
);
