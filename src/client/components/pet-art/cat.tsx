/** A chibi cat: big round head, seated body, curling tail. */
import type { ReactNode } from 'react';
import type { PetMood } from '../../../shared/catalog/pets';
import { Blush, Eyes, Mouth } from './face';
import { faceLine, getPalette, resolveVariant, type Palette } from './palettes';
import {
  fluffPath,
  Gloss,
  Limb,
  MIRROR,
  Radial,
  url,
  useSvgId,
  type Anchor,
  type BodyProps,
} from './parts';

const HEAD: Record<PetMood, string> = {
  happy: '',
  sad: 'translate(0 6)',
  sleeping: 'translate(0 10) rotate(-8 100 86)',
};
const EAR_TILT: Record<PetMood, number> = { happy: 0, sad: -30, sleeping: -12 };
const TAIL: Record<PetMood, string> = {
  happy: 'M132 166C168 166 176 128 164 106C158 96 146 98 150 108',
  sad: 'M130 176C150 186 170 186 186 178',
  sleeping: 'M136 164C162 178 134 193 100 189C86 188 76 185 68 181',
};

export function catAnchor(mood: PetMood): Anchor {
  return {
    head: HEAD[mood],
    cx: 100,
    cy: 86,
    top: 42,
    width: 108,
    eyeY: 90,
    eyeGap: 21,
    neckY: 134,
    neckW: 74,
  };
}

function Ear(props: { p: Palette; fill: string; tilt: number; small: boolean; tuft: boolean }) {
  const { p, fill, tilt, small, tuft } = props;
  const scale = small ? ' translate(70 58) scale(0.72) translate(-70 -52)' : '';
  return (
    <g transform={`rotate(${tilt} 70 58)${scale}`}>
      {tuft ? <path d="M53 26L46 2L64 20Z" fill={p.accent3} /> : null}
      <path
        d="M48 76C44 54 46 34 54 22Q57 17 62 20C72 26 84 36 94 48Z"
        fill={fill}
        stroke={p.line}
        strokeWidth={3}
        strokeLinejoin="round"
      />
      <path d="M58 64C56 50 57 39 61 32C69 37 77 43 84 50Z" fill={p.accent} opacity={0.85} />
      {tuft ? (
        <path d="M62 56l-3-14M68 56l-1-13" stroke="#fff" strokeWidth={1.6} opacity={0.8} />
      ) : null}
    </g>
  );
}

export function Cat({ variant, mood, neck }: BodyProps): ReactNode {
  const p = getPalette('cat', variant);
  const v = resolveVariant('cat', variant);
  const id = useSvgId();
  const fluffy = v === 'persian';
  const coon = v === 'maine-coon';
  const calico = v === 'calico';
  const points = v === 'siamese' ? p.accent2 : null;
  const striped = v === 'tabby' || v === 'orange' || coon;
  const fur = url(id('fur'));
  const stroke = { stroke: p.line, strokeWidth: 3, strokeLinejoin: 'round' } as const;
  const headShape = fluffy ? (
    <path d={fluffPath(100, 86, 56, 46, 18, 0.07)} />
  ) : (
    <ellipse cx={100} cy={86} rx={54} ry={46} />
  );
  const bodyShape = fluffy ? (
    <path d={fluffPath(100, 150, 42, 34, 14, 0.09)} />
  ) : (
    <ellipse cx={100} cy={150} rx={40} ry={33} />
  );
  const tail = (
    <Limb
      d={TAIL[mood]}
      color={points ?? (calico ? p.accent2 : p.main)}
      line={p.line}
      width={fluffy || coon ? 18 : 13}
      dash={striped ? { color: p.accent2, pattern: '7 9' } : undefined}
    />
  );
  const stripes = (d: string, w: number) => (
    <g stroke={p.accent2} strokeWidth={w} strokeLinecap="round" fill="none" opacity={0.85}>
      <path d={d} />
      <path d={d} transform={MIRROR} />
    </g>
  );

  return (
    <g>
      <defs>
        <Radial id={id('fur')} light={p.light} main={p.main} shade={p.shade} />
        <radialGradient id={id('mask')}>
          <stop offset="0.35" stopColor={p.accent2} stopOpacity={0.95} />
          <stop offset="1" stopColor={p.accent2} stopOpacity={0} />
        </radialGradient>
        <clipPath id={id('headClip')}>{headShape}</clipPath>
        <clipPath id={id('bodyClip')}>{bodyShape}</clipPath>
      </defs>
      {mood !== 'sleeping' ? tail : null}
      <g fill={fur} {...stroke}>
        <ellipse cx={66} cy={170} rx={16} ry={13} />
        <ellipse cx={134} cy={170} rx={16} ry={13} />
      </g>
      <g fill={fur} {...stroke}>
        {bodyShape}
      </g>
      <g clipPath={url(id('bodyClip'))}>
        <ellipse cx={100} cy={160} rx={24} ry={22} fill={p.belly} />
        {calico ? <ellipse cx={128} cy={140} rx={20} ry={15} fill={p.accent2} /> : null}
        {calico ? <ellipse cx={72} cy={162} rx={14} ry={11} fill={p.accent3} /> : null}
        {striped ? stripes('M60 142q9 1 13 8M60 156q9 0 13 7', 4) : null}
      </g>
      <g fill={points ?? fur} {...stroke}>
        <ellipse cx={84} cy={181} rx={12} ry={8} />
        <ellipse cx={116} cy={181} rx={12} ry={8} />
      </g>
      <path d="M80 182v-4M88 182v-4M112 182v-4M120 182v-4" stroke={p.line} strokeWidth={1.6} />
      {mood === 'sleeping' ? tail : null}
      {coon || fluffy ? (
        <path d={fluffPath(100, 130, 32, 13, 10, 0.3)} fill={p.belly} {...stroke} />
      ) : null}
      {neck}
      <g transform={HEAD[mood]}>
        {[false, true].map((right) => (
          <g key={String(right)} transform={right ? MIRROR : undefined}>
            <Ear
              p={p}
              fill={points ?? (calico ? (right ? p.accent3 : p.accent2) : fur)}
              tilt={EAR_TILT[mood]}
              small={fluffy}
              tuft={coon}
            />
          </g>
        ))}
        <g fill={fur}>{headShape}</g>
        <g clipPath={url(id('headClip'))}>
          {calico ? <ellipse cx={68} cy={60} rx={30} ry={24} fill={p.accent2} /> : null}
          {calico ? <ellipse cx={136} cy={64} rx={24} ry={20} fill={p.accent3} /> : null}
          {points ? <ellipse cx={100} cy={102} rx={34} ry={28} fill={url(id('mask'))} /> : null}
          {striped ? stripes('M100 41v14M87 43l3 12M44 84h13M45 95h11', 4.5) : null}
        </g>
        <g fill="none" {...stroke}>
          {headShape}
        </g>
        <Gloss cx={74} cy={58} rx={15} ry={8} />
        <g fill={points ? p.accent2 : p.belly} opacity={points ? 0.6 : 0.9}>
          <ellipse cx={92} cy={108} rx={10} ry={8} />
          <ellipse cx={108} cy={108} rx={10} ry={8} />
        </g>
        <Blush mood={mood} cx={100} y={104} gap={33} r={9} color={p.blush} />
        <Eyes mood={mood} cx={100} y={88} gap={21} r={10} iris={p.iris} line={faceLine(p)} />
        <path
          d="M95 100Q100 97 105 100Q102 105 100 106Q98 105 95 100Z"
          fill={p.accent}
          stroke={p.line}
          strokeWidth={1.5}
          strokeLinejoin="round"
        />
        <Mouth mood={mood} x={100} y={107} w={6} line={faceLine(p)} style="cat" />
        <g stroke={p.line} strokeWidth={1.6} strokeLinecap="round" opacity={0.55}>
          <path d="M64 104L42 99M64 110L42 113" />
          <path d="M64 104L42 99M64 110L42 113" transform={MIRROR} />
        </g>
      </g>
    </g>
  );
}
