/** A chubby round songbird (parrot, canary, owl, cockatiel). */
import type { ReactNode } from 'react';
import type { PetMood } from '../../../shared/catalog/pets';
import { Blush, Eyes } from './face';
import { getPalette, resolveVariant } from './palettes';
import { Gloss, MIRROR, Radial, url, useSvgId, type Anchor, type BodyProps } from './parts';

const HEAD: Record<PetMood, string> = {
  happy: '',
  sad: 'translate(0 4)',
  sleeping: 'translate(0 4) rotate(-7 100 110)',
};
const WING_TILT: Record<PetMood, number> = { happy: 38, sad: -6, sleeping: 2 };
const BEAKS: Record<string, string> = {
  parrot: 'M88 104C90 94 110 94 112 104C113 116 106 124 98 127C101 120 99 115 88 112Z',
  canary: 'M91 104Q100 99 109 104L100 117Z',
  owl: 'M94 106Q100 101 106 106L100 120Z',
  cockatiel: 'M92 104Q100 99 108 104Q105 114 100 118Q95 114 92 104Z',
};

export function birdAnchor(mood: PetMood): Anchor {
  return {
    head: HEAD[mood],
    cx: 100,
    cy: 110,
    top: 68,
    width: 96,
    eyeY: 94,
    eyeGap: 20,
    neckY: 128,
    neckW: 90,
  };
}

export function Bird({ variant, mood, neck }: BodyProps): ReactNode {
  const p = getPalette('bird', variant);
  const v = resolveVariant('bird', variant);
  const id = useSvgId();
  const owl = v === 'owl';
  const tiel = v === 'cockatiel';
  const stroke = { stroke: p.line, strokeWidth: 3, strokeLinejoin: 'round' } as const;
  const body = <ellipse cx={100} cy={114} rx={51} ry={53} />;
  const gap = owl ? 18 : 20;

  return (
    <g>
      <defs>
        <Radial id={id('body')} light={p.light} main={p.main} shade={p.shade} />
        <linearGradient id={id('wing')} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0.3" stopColor={p.main} />
          <stop offset="1" stopColor={p.accent2} />
        </linearGradient>
        <clipPath id={id('clip')}>{body}</clipPath>
      </defs>
      <g transform={mood === 'happy' ? 'rotate(-10 140 150)' : 'rotate(8 140 150)'}>
        {[14, 32, 50].map((a, i) => (
          <ellipse
            key={a}
            cx={160}
            cy={156}
            rx={v === 'parrot' ? 30 : 20}
            ry={7}
            transform={`rotate(${a} 140 150)`}
            fill={i === 1 ? p.accent2 : p.shade}
            {...stroke}
          />
        ))}
      </g>
      <g stroke="#f29b38" strokeWidth={3.5} strokeLinecap="round">
        <path d="M88 162v10M88 170l-6 5M88 170l6 5M112 162v10M112 170l-6 5M112 170l6 5" />
      </g>
      <g fill={url(id('body'))} {...stroke}>
        {body}
      </g>
      <g clipPath={url(id('clip'))}>
        <ellipse cx={100} cy={142} rx={36} ry={30} fill={p.belly} />
        {v === 'parrot' ? <ellipse cx={100} cy={66} rx={30} ry={16} fill={p.accent} /> : null}
        {tiel ? <ellipse cx={100} cy={90} rx={40} ry={34} fill={p.accent2} /> : null}
        {owl ? (
          <path
            d="M86 134l5 5l5-5M104 134l5 5l5-5M95 148l5 5l5-5M78 148l5 5l5-5M113 148l5 5l5-5"
            stroke={p.accent}
            strokeWidth={2.4}
            fill="none"
            strokeLinecap="round"
          />
        ) : null}
      </g>
      <Gloss cx={76} cy={82} rx={15} ry={8} />
      {[false, true].map((right) => (
        <g key={String(right)} transform={right ? MIRROR : undefined}>
          <g transform={`rotate(${WING_TILT[mood]} 58 104)`}>
            <path
              d="M58 100C40 104 32 126 38 148C44 154 56 146 62 136C67 124 67 110 58 100Z"
              fill={url(id('wing'))}
              {...stroke}
            />
            <path
              d="M44 136q5 3 10-2M46 124q5 3 10-2"
              stroke={p.line}
              strokeWidth={1.6}
              opacity={0.4}
              fill="none"
            />
          </g>
        </g>
      ))}
      {neck}
      <g transform={HEAD[mood]}>
        {owl ? (
          <g fill={url(id('body'))} {...stroke}>
            <path d="M66 76L56 46L84 66Z" />
            <path d="M66 76L56 46L84 66Z" transform={MIRROR} />
          </g>
        ) : null}
        {tiel ? (
          <g fill={p.accent2} {...stroke}>
            <path d="M96 64C88 44 92 26 104 14C100 32 102 48 106 62Z" />
            <path d="M104 62C102 46 108 32 120 24C112 38 112 50 112 64Z" />
          </g>
        ) : null}
        {v === 'canary' ? (
          <path d="M95 64Q97 52 106 50Q102 58 105 64Z" fill={p.main} {...stroke} />
        ) : null}
        {owl ? (
          <g fill={p.belly} stroke={p.shade} strokeWidth={2}>
            <circle cx={100 - gap} cy={96} r={19} />
            <circle cx={100 + gap} cy={96} r={19} />
          </g>
        ) : null}
        {tiel ? (
          <g fill={p.accent} opacity={0.9}>
            <circle cx={72} cy={110} r={9} />
            <circle cx={128} cy={110} r={9} />
          </g>
        ) : (
          <Blush mood={mood} cx={100} y={110} gap={31} r={8} color={p.blush} />
        )}
        <Eyes mood={mood} cx={100} y={95} gap={gap} r={owl ? 12 : 10} iris={p.iris} line={p.line} />
        {mood === 'happy' ? (
          <path d="M93 110Q100 124 107 110Z" fill="#7a2236" stroke={p.line} strokeWidth={2} />
        ) : null}
        <path
          d={BEAKS[v] ?? BEAKS.canary}
          fill={p.accent3}
          stroke={p.line}
          strokeWidth={2.2}
          strokeLinejoin="round"
          transform={mood === 'sad' ? 'translate(0 2)' : undefined}
        />
      </g>
    </g>
  );
}
