/** A chibi phoenix: round glowing body, flame crest, spread wings and a fan of tail plumes. */
import type { ReactNode } from 'react';
import type { PetMood } from '../../../shared/catalog/pets';
import { Blush, Eyes } from './face';
import { getPalette, resolveVariant, type Palette } from './palettes';
import { Glow, Gloss, MIRROR, Radial, Sparkle, starPath, url, useSvgId } from './parts';
import type { Anchor, BodyProps } from './parts';

const HEAD: Record<PetMood, string> = { happy: '', sad: '', sleeping: 'rotate(-6 100 110)' };
const WING: Record<PetMood, string> = {
  happy: '',
  sad: 'rotate(-58 70 112) translate(70 112) scale(0.78) translate(-70 -112)',
  sleeping: 'rotate(-80 70 112) translate(70 112) scale(0.7) translate(-70 -112)',
};
const CREST: Record<PetMood, [number, number, number]> = {
  happy: [-30, 0, 30],
  sad: [-62, -18, 40],
  sleeping: [-48, -24, 6],
};
/** Tail plume angles: the tail sweeps out to the lower right. */
const PLUMES: Record<PetMood, number[]> = {
  happy: [-28, -54, -80],
  sad: [-8, -24, -40],
  sleeping: [-14, -34, -54],
};
const FLAME = 'M0 0C-12 14 -16 36 -8 56C-4 50 0 50 3 58C7 52 11 52 13 56C17 36 12 14 0 0Z';
const DIAMOND = 'M0 0L-12 30L0 60L12 30Z';
const CREST_FLAME = 'M0 0C-9 -8 -12 -24 -4 -40C-2 -32 2 -30 4 -36C10 -22 9 -9 0 0Z';
const CREST_DIAMOND = 'M0 0L-7 -18L0 -40L7 -18Z';

export function phoenixAnchor(mood: PetMood): Anchor {
  return {
    head: HEAD[mood],
    cx: 100,
    cy: 110,
    top: 70,
    width: 92,
    eyeY: 100,
    eyeGap: 20,
    neckY: 132,
    neckW: 84,
  };
}

/** The small forehead mark that names the variant. */
function Mark({ v, p }: { v: string; p: Palette }): ReactNode {
  const s = { stroke: p.line, strokeWidth: 1.5, strokeLinejoin: 'round', fill: p.accent3 } as const;
  switch (v) {
    case 'ice':
      return (
        <path
          d="M0 -7V7M-6 -3.5L6 3.5M-6 3.5L6 -3.5"
          stroke={p.line}
          strokeWidth={2.2}
          strokeLinecap="round"
        />
      );
    case 'storm':
      return <path d="M2 -8L-5 1H0L-3 8L5 -2H0Z" {...s} />;
    case 'cosmic':
      return <path d={starPath(0, 0, 7)} {...s} />;
    case 'solar':
      return (
        <g {...s}>
          <circle r={4} />
          <path
            d="M0 -8V-6M0 6V8M-8 0H-6M6 0H8"
            strokeWidth={2}
            strokeLinecap="round"
            stroke={p.line}
          />
        </g>
      );
    case 'lunar':
      return <path d="M3 -7A7 7 0 1 0 3 7A5 5 0 1 1 3 -7Z" {...s} />;
    case 'crystal':
      return <path d="M0 -7L5 0L0 7L-5 0Z" {...s} />;
    default:
      return <path d="M0 -8C5 -3 6 2 3 6C1 7 -1 7 -3 6C-6 2 -4 -3 0 -8Z" {...s} />;
  }
}

/** Per-variant flourishes around the bird: embers, snow, bolts, stars, rays. */
function Flourish({ v, p }: { v: string; p: Palette }): ReactNode {
  if (v === 'solar') {
    return (
      <g fill={p.accent2} opacity={0.55}>
        {Array.from({ length: 12 }, (_, i) => (
          <path key={i} d="M100 8L106 30L94 30Z" transform={`rotate(${i * 30} 100 104)`} />
        ))}
      </g>
    );
  }
  if (v === 'storm') {
    const bolt = 'M4 -14L-8 2H0L-5 14L9 -4H1Z';
    return (
      <g fill={p.accent} stroke={p.line} strokeWidth={1.5} strokeLinejoin="round">
        <path d={bolt} transform="translate(24 118) scale(1.3)" />
        <path d={bolt} transform="translate(182 104) scale(1.1)" />
      </g>
    );
  }
  const dots: [number, number, number][] = [
    [30, 130, 3],
    [170, 126, 2.5],
    [44, 40, 2],
    [160, 32, 3],
    [24, 90, 2],
  ];
  const color = v === 'fire' ? '#ffb347' : v === 'cosmic' ? '#fff' : p.accent2;
  return (
    <g>
      {dots.map(([x, y, r]) =>
        v === 'fire' ? (
          <circle key={x} cx={x} cy={y} r={r} fill={color} />
        ) : (
          <Sparkle key={x} x={x} y={y} r={r * 2.2} color={color} opacity={0.9} />
        ),
      )}
    </g>
  );
}

export function Phoenix({ variant, mood, neck }: BodyProps): ReactNode {
  const p = getPalette('phoenix', variant);
  const v = resolveVariant('phoenix', variant);
  const id = useSvgId();
  const crystal = v === 'crystal';
  const stroke = { stroke: p.line, strokeWidth: 3, strokeLinejoin: 'round' } as const;
  const [c1, c2, c3] = CREST[mood];

  return (
    <g>
      <defs>
        <Radial id={id('body')} light={p.light} main={p.main} shade={p.shade} />
        <Radial id={id('wing')} light={p.accent2} main={p.main} shade={p.shade} cx="80%" cy="85%" />
        <linearGradient id={id('plume')} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={p.main} />
          <stop offset="1" stopColor={p.accent} />
        </linearGradient>
        <linearGradient id={id('crest')} x1="0" y1="1" x2="0" y2="0">
          <stop offset="0" stopColor={p.main} />
          <stop offset="1" stopColor={p.accent} />
        </linearGradient>
        <Glow id={id('aura')} color={p.accent2} opacity={0.55} />
      </defs>
      <circle cx={100} cy={104} r={94} fill={url(id('aura'))} />
      <Flourish v={v} p={p} />
      {PLUMES[mood].map((a) => (
        <g key={a} transform={`translate(116 142) rotate(${a})`}>
          <path d={crystal ? DIAMOND : FLAME} fill={url(id('plume'))} {...stroke} />
          <circle cx={1} cy={38} r={5.5} fill={p.accent3} stroke={p.line} strokeWidth={1.5} />
        </g>
      ))}
      {[false, true].map((right) => (
        <g key={String(right)} transform={right ? MIRROR : undefined}>
          <g transform={WING[mood] || undefined}>
            <path
              d="M72 116C52 112 32 96 22 68C32 74 38 76 44 74C36 62 34 50 38 38C48 52 56 58 64 60C62 50 64 42 70 34C76 52 84 74 86 100Z"
              fill={url(id('wing'))}
              {...stroke}
            />
            <path
              d="M78 104C66 90 56 78 46 70M80 96C74 80 70 66 68 52"
              stroke={p.accent}
              strokeWidth={2.2}
              strokeLinecap="round"
              fill="none"
              opacity={0.7}
            />
          </g>
        </g>
      ))}
      <g transform={HEAD[mood]}>
        {(
          [
            [92, 72, c1, 0.8],
            [108, 72, c3, 0.8],
            [100, 70, c2, 1],
          ] as const
        ).map(([x, y, a, s]) => (
          <path
            key={x}
            d={crystal ? CREST_DIAMOND : CREST_FLAME}
            transform={`translate(${x} ${y}) rotate(${a}) scale(${s})`}
            fill={url(id('crest'))}
            {...stroke}
          />
        ))}
      </g>
      <ellipse cx={100} cy={112} rx={44} ry={46} fill={url(id('body'))} {...stroke} />
      <ellipse cx={100} cy={134} rx={27} ry={22} fill={p.belly} opacity={0.9} />
      <path
        d="M82 128q4.5 5 9 0q4.5 5 9 0q4.5 5 9 0q4.5 5 9 0M86 140q4.5 5 9 0q4.5 5 9 0q4.5 5 9 0"
        stroke={p.shade}
        strokeWidth={1.8}
        fill="none"
        opacity={0.4}
      />
      <Gloss cx={78} cy={84} rx={14} ry={8} />
      {neck}
      <g transform={HEAD[mood]}>
        <g transform="translate(100 80)">
          <Mark v={v} p={p} />
        </g>
        <Blush mood={mood} cx={100} y={113} gap={31} r={8} color={p.blush} />
        <Eyes mood={mood} cx={100} y={99} gap={20} r={10} iris={p.iris} line={p.line} />
        {mood === 'happy' ? (
          <path d="M93 115Q100 128 107 115Z" fill="#7a2236" stroke={p.line} strokeWidth={2} />
        ) : null}
        <path
          d={
            mood === 'sad'
              ? 'M92 112Q100 109 108 112Q104 121 100 124Q96 121 92 112Z'
              : 'M91 111Q100 107 109 111Q104 118 100 120Q96 118 91 111Z'
          }
          fill="#ffc53d"
          stroke={p.line}
          strokeWidth={2.2}
          strokeLinejoin="round"
        />
      </g>
    </g>
  );
}
