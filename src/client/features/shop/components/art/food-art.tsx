import { type ReactNode } from 'react';
import { LINE, Svg, Gradient } from './svg-parts';

/** Food items, each served in a bowl. */
export function Bowl({ id, children, label }: { id: string; children: ReactNode; label: string }) {
  return (
    <Svg label={label}>
      <defs>
        <Gradient id={`${id}bowl`} from="#fb7185" to="#e11d48" />
      </defs>
      {children}
      <path
        d="M8 34h48a24 18 0 0 1-48 0z"
        fill={`url(#${id}bowl)`}
        stroke={LINE}
        strokeWidth="2.4"
        strokeLinejoin="round"
      />
      <rect
        x="22"
        y="50"
        width="20"
        height="6"
        rx="3"
        fill="#be123c"
        stroke={LINE}
        strokeWidth="2"
      />
      <path
        d="M14 39q4 6 10 8"
        stroke="#fff"
        strokeWidth="2.4"
        strokeLinecap="round"
        fill="none"
        opacity=".6"
      />
    </Svg>
  );
}

export function Kibble({ id }: { id: string }) {
  const bits: [number, number, number][] = [
    [18, 31, 5],
    [27, 28, 5.5],
    [37, 29, 5],
    [46, 31, 5],
    [23, 24, 4.5],
    [33, 22, 5],
    [41, 24, 4.5],
  ];
  return (
    <Bowl id={id} label="Kibble">
      {bits.map(([x, y, r]) => (
        <g key={`${x}-${y}`}>
          <circle cx={x} cy={y} r={r} fill="#c2793b" stroke={LINE} strokeWidth="1.6" />
          <circle cx={x - 1.2} cy={y - 1.4} r={1.3} fill="#f6c08a" />
        </g>
      ))}
    </Bowl>
  );
}

export function Berries({ id }: { id: string }) {
  const berries: [number, number, string][] = [
    [19, 30, '#7c3aed'],
    [28, 27, '#ef4444'],
    [37, 28, '#7c3aed'],
    [46, 30, '#ef4444'],
    [24, 21, '#3b82f6'],
    [33, 19, '#ef4444'],
    [42, 22, '#3b82f6'],
  ];
  return (
    <Bowl id={id} label="Berry bowl">
      <path d="M33 12q6-6 12-2-5 5-12 2z" fill="#22c55e" stroke={LINE} strokeWidth="1.6" />
      {berries.map(([x, y, c]) => (
        <g key={`${x}-${y}`}>
          <circle cx={x} cy={y} r={5.2} fill={c} stroke={LINE} strokeWidth="1.6" />
          <circle cx={x - 1.6} cy={y - 1.8} r={1.4} fill="#fff" opacity=".75" />
        </g>
      ))}
    </Bowl>
  );
}

export function Feast({ id }: { id: string }) {
  return (
    <Svg label="Royal feast">
      <defs>
        <Gradient id={`${id}meat`} from="#f59e0b" to="#b45309" />
      </defs>
      <ellipse cx="32" cy="50" rx="26" ry="7" fill="#e0e7ff" stroke={LINE} strokeWidth="2.2" />
      <path
        d="M14 40c-4-14 8-28 22-26 12 2 16 14 10 22-5 7-14 8-20 8-5 0-10-1-12-4z"
        fill={`url(#${id}meat)`}
        stroke={LINE}
        strokeWidth="2.4"
        strokeLinejoin="round"
      />
      <path d="M44 34l8 6" stroke={LINE} strokeWidth="7" strokeLinecap="round" />
      <path d="M44 34l8 6" stroke="#fffbeb" strokeWidth="3.6" strokeLinecap="round" />
      <circle cx="54" cy="40" r="3.6" fill="#fffbeb" stroke={LINE} strokeWidth="1.8" />
      <circle cx="52" cy="43.5" r="3.2" fill="#fffbeb" stroke={LINE} strokeWidth="1.8" />
      <path
        d="M20 26q6-8 16-8"
        stroke="#fde68a"
        strokeWidth="3"
        strokeLinecap="round"
        fill="none"
      />
      <path
        d="M22 12l3 5 3-5 3 5 3-5v6H22z"
        fill="#fcd34d"
        stroke={LINE}
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
    </Svg>
  );
}
