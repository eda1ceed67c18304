/** A round cartoon fish with flowing fins (goldfish, betta, clownfish, koi). */
import type { ReactNode } from 'react';
import type { PetMood } from '../../../shared/catalog/pets';
import { Blush, Eyes, Mouth } from './face';
import { getPalette, resolveVariant } from './palettes';
import { Gloss, Radial, url, useSvgId, type Anchor, type BodyProps } from './parts';

const FIT = 'translate(100 104) scale(0.92) translate(-100 -104)';
const POSE: Record<PetMood, string> = {
  happy: `rotate(-5 100 104) ${FIT}`,
  sad: `translate(0 6) rotate(7 100 104) ${FIT}`,
  sleeping: `translate(0 8) rotate(3 100 104) ${FIT}`,
};
const BODY =
  'M30 104C30 70 60 54 96 54C132 54 152 80 158 104C152 128 132 152 96 152C60 152 30 138 30 104Z';
const TAILS: Record<string, string> = {
  goldfish:
    'M148 104C160 80 176 64 194 60C186 80 182 94 178 104C182 114 186 128 194 148C176 144 160 128 148 104Z',
  betta:
    'M144 104C156 66 180 48 194 50C189 76 184 92 182 104C184 116 189 132 194 158C180 160 156 142 144 104Z',
  clownfish: 'M150 104C160 86 174 80 184 82C179 96 179 112 184 126C174 128 160 122 150 104Z',
  koi: 'M148 104C158 86 172 74 188 72C182 88 178 96 176 104C178 112 182 120 188 136C172 134 158 122 148 104Z',
};
const DORSAL: Record<string, string> = {
  goldfish: 'M72 60C82 36 112 32 128 52C116 54 104 58 96 62Z',
  betta: 'M62 64C64 24 120 14 142 58C120 56 100 60 86 66Z',
  clownfish: 'M70 60C74 44 88 40 98 52C104 42 120 44 126 58C110 56 94 56 80 60Z',
  koi: 'M80 58C88 44 108 42 120 52C110 54 100 56 92 58Z',
};
const FIN_DROOP: Record<PetMood, number> = { happy: -12, sad: 18, sleeping: 8 };

export function fishAnchor(mood: PetMood): Anchor {
  return {
    head: POSE[mood],
    cx: 80,
    cy: 100,
    top: 58,
    width: 84,
    eyeY: 92,
    eyeGap: 18,
    neckY: 132,
    neckW: 60,
  };
}

export function Fish({ variant, mood, neck }: BodyProps): ReactNode {
  const p = getPalette('fish', variant);
  const v = resolveVariant('fish', variant);
  const id = useSvgId();
  const stroke = { stroke: p.line, strokeWidth: 3, strokeLinejoin: 'round' } as const;
  const fin = url(id('fin'));
  const clown = v === 'clownfish';
  const finStroke = clown ? { ...stroke, stroke: p.accent3 } : stroke;

  return (
    <g>
      <defs>
        <Radial id={id('body')} light={p.light} main={p.main} shade={p.shade} cy="25%" />
        <linearGradient id={id('fin')} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={p.accent} />
          <stop offset="1" stopColor={v === 'betta' ? p.accent2 : p.shade} stopOpacity={0.95} />
        </linearGradient>
        <clipPath id={id('clip')}>
          <path d={BODY} />
        </clipPath>
      </defs>
      {mood === 'happy' ? (
        <g fill="#fff" fillOpacity={0.6} stroke="#8fd0ff" strokeWidth={2}>
          <circle cx={22} cy={74} r={6} />
          <circle cx={14} cy={50} r={4} />
          <circle cx={26} cy={30} r={3} />
        </g>
      ) : null}
      {mood === 'sad' ? (
        <circle
          cx={22}
          cy={96}
          r={4}
          fill="#fff"
          fillOpacity={0.6}
          stroke="#8fd0ff"
          strokeWidth={2}
        />
      ) : null}
      <g transform={POSE[mood]}>
        <path d={TAILS[v] ?? TAILS.goldfish} fill={fin} {...finStroke} />
        <path
          d="M152 104L182 84M152 104L184 104M152 104L182 124"
          stroke={p.line}
          strokeWidth={1.6}
          opacity={0.3}
        />
        <path d={DORSAL[v] ?? DORSAL.goldfish} fill={fin} {...finStroke} />
        <path d="M80 148C82 162 92 170 104 168C100 160 94 152 88 146Z" fill={fin} {...finStroke} />
        <path d={BODY} fill={url(id('body'))} {...stroke} />
        <g clipPath={url(id('clip'))}>
          <ellipse cx={88} cy={140} rx={54} ry={22} fill={p.belly} opacity={0.8} />
          {clown ? (
            <g fill={p.accent2} stroke={p.accent3} strokeWidth={3}>
              <path d="M104 50C96 80 96 124 104 158L124 158C116 124 116 80 124 50Z" />
              <path d="M142 60C138 84 138 120 142 150L160 150L160 60Z" />
            </g>
          ) : null}
          {v === 'koi' ? (
            <g>
              <ellipse cx={80} cy={58} rx={26} ry={14} fill={p.accent2} />
              <ellipse cx={130} cy={92} rx={15} ry={20} fill={p.accent2} />
              <ellipse cx={116} cy={130} rx={9} ry={6} fill={p.accent3} />
            </g>
          ) : null}
          <path
            d="M114 82q6 7 12 0M126 98q6 7 12 0M114 114q6 7 12 0M132 118q5 6 10 0"
            stroke={clown ? p.shade : p.line}
            strokeWidth={1.8}
            fill="none"
            opacity={0.3}
          />
        </g>
        <path d={BODY} fill="none" {...stroke} />
        <Gloss cx={66} cy={72} rx={15} ry={8} />
        <path
          d="M104 120C112 132 126 140 138 136C134 126 122 118 108 116Z"
          fill={fin}
          {...finStroke}
          transform={`rotate(${FIN_DROOP[mood]} 106 120)`}
        />
        {neck}
        {v === 'koi' ? (
          <path
            d="M66 122q-8 4-12 12M94 122q8 4 12 12"
            stroke={p.line}
            strokeWidth={2}
            fill="none"
            strokeLinecap="round"
          />
        ) : null}
        <Blush mood={mood} cx={80} y={110} gap={30} r={8} color={p.blush} />
        <Eyes mood={mood} cx={80} y={92} gap={18} r={10.5} iris={p.iris} line={p.line} />
        <Mouth mood={mood} x={80} y={114} w={7} line={p.line} />
      </g>
    </g>
  );
}
