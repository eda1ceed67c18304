/** A chibi dragon: horns, ear frills, little bat wings and an element emblem on its tail. */
import type { ReactNode } from 'react';
import type { PetMood } from '../../../shared/catalog/pets';
import { Blush, Eyes, Mouth } from './face';
import { faceLine, getPalette, resolveVariant, type Palette } from './palettes';
import {
  fluffPath,
  Glow,
  Gloss,
  MIRROR,
  Radial,
  starPath,
  url,
  useSvgId,
  type Anchor,
  type BodyProps,
} from './parts';

const HEAD: Record<PetMood, string> = {
  happy: '',
  sad: 'translate(0 6)',
  sleeping: 'translate(0 10) rotate(-6 100 84)',
};
const WING_TILT: Record<PetMood, number> = { happy: 0, sad: -30, sleeping: -44 };
const TAIL: Record<PetMood, { d: string; tip: [number, number]; rot: number }> = {
  happy: {
    d: 'M126 158C152 168 170 158 172 134C182 150 174 180 130 178Z',
    tip: [174, 128],
    rot: 10,
  },
  sad: { d: 'M128 164C148 176 164 178 174 170C176 184 148 188 126 180Z', tip: [179, 164], rot: 60 },
  sleeping: {
    d: 'M128 160C152 176 168 174 172 158C180 172 162 190 126 178Z',
    tip: [174, 152],
    rot: 20,
  },
};

export function dragonAnchor(mood: PetMood): Anchor {
  return {
    head: HEAD[mood],
    cx: 100,
    cy: 84,
    top: 44,
    width: 100,
    eyeY: 80,
    eyeGap: 22,
    neckY: 132,
    neckW: 70,
  };
}

/** The element symbol, centred on (0, 0). */
function Emblem({ v, p, id }: { v: string; p: Palette; id: string }): ReactNode {
  const s = { stroke: p.line, strokeWidth: 2, strokeLinejoin: 'round' } as const;
  switch (v) {
    case 'water':
      return (
        <g>
          <path d="M0 -13C6 -5 9 1 9 5A9 9 0 0 1 -9 5C-9 1 -6 -5 0 -13Z" fill={p.accent3} {...s} />
          <ellipse cx={-3} cy={3} rx={2} ry={3} fill="#fff" opacity={0.8} />
        </g>
      );
    case 'earth':
      return (
        <g>
          <path d="M-10 8C-12 -4 -2 -12 10 -12C12 0 4 10 -10 8Z" fill={p.accent3} {...s} />
          <path d="M-8 6L7 -9" stroke={p.line} strokeWidth={1.5} opacity={0.6} />
        </g>
      );
    case 'air':
      return <path d={fluffPath(0, 0, 11, 8, 6, 0.4)} fill="#fff" {...s} />;
    case 'shadow':
      return (
        <g>
          <circle r={16} fill={url(id)} />
          <path d="M4 -11A11 11 0 1 0 4 11A8 8 0 1 1 4 -11Z" fill={p.accent3} {...s} />
        </g>
      );
    case 'light':
      return (
        <g>
          <circle r={17} fill={url(id)} />
          <path d={starPath(0, 0, 12)} fill={p.accent3} {...s} />
        </g>
      );
    default:
      return (
        <g>
          <path d="M0 -17C9 -8 11 2 7 8C4 13 -4 13 -7 8C-11 2 -7 -5 0 -17Z" fill="#ff5a2a" {...s} />
          <path d="M0 -6C4 -1 5 3 3 6C1 8 -1 8 -3 6C-5 3 -3 -1 0 -6Z" fill="#ffe066" />
        </g>
      );
  }
}

export function Dragon({ variant, mood, neck }: BodyProps): ReactNode {
  const p = getPalette('dragon', variant);
  const v = resolveVariant('dragon', variant);
  const id = useSvgId();
  const scales = url(id('scales'));
  const stroke = { stroke: p.line, strokeWidth: 3, strokeLinejoin: 'round' } as const;
  const tail = TAIL[mood];
  const fin = v === 'water' ? 1.35 : 1;
  const tailShape = (
    <g>
      <path d={tail.d} fill={scales} {...stroke} />
      <g transform={`translate(${tail.tip[0]} ${tail.tip[1]}) rotate(${tail.rot})`}>
        <Emblem v={v} p={p} id={id('glow')} />
      </g>
    </g>
  );
  const side = (node: ReactNode) => (
    <>
      <g>{node}</g>
      <g transform={MIRROR}>{node}</g>
    </>
  );

  return (
    <g>
      <defs>
        <Radial id={id('scales')} light={p.light} main={p.main} shade={p.shade} />
        <Radial id={id('wing')} light={p.belly} main={p.accent} shade={p.shade} cx="80%" />
        <Glow id={id('glow')} color={p.accent3} />
        <Glow id={id('aura')} color={p.accent3} opacity={0.45} />
      </defs>
      {v === 'light' || v === 'shadow' ? (
        <ellipse cx={100} cy={110} rx={96} ry={90} fill={url(id('aura'))} />
      ) : null}
      {tailShape}
      {side(
        <g transform={`rotate(${WING_TILT[mood]} 74 128)`}>
          <path
            d="M76 128C62 102 38 88 14 90C22 98 24 106 22 114C30 112 36 116 38 124C44 120 52 124 56 136Z"
            fill={url(id('wing'))}
            {...stroke}
          />
          <path
            d="M76 128L16 91M74 130L24 114M72 133L40 124"
            stroke={p.shade}
            strokeWidth={2}
            strokeLinecap="round"
            opacity={0.6}
          />
        </g>,
      )}
      <g fill={scales} {...stroke}>
        <ellipse cx={67} cy={170} rx={17} ry={13} />
        <ellipse cx={133} cy={170} rx={17} ry={13} />
        <ellipse cx={100} cy={148} rx={38} ry={32} />
      </g>
      <ellipse cx={100} cy={155} rx={24} ry={24} fill={p.belly} />
      <path
        d="M80 142Q100 148 120 142M77 155Q100 161 123 155M82 168Q100 174 118 168"
        stroke={p.shade}
        strokeWidth={2}
        fill="none"
        opacity={0.4}
      />
      {v === 'earth' ? (
        <g fill={p.shade} opacity={0.55}>
          <circle cx={70} cy={140} r={4} />
          <circle cx={132} cy={146} r={5} />
          <circle cx={126} cy={134} r={3} />
        </g>
      ) : null}
      {side(
        <ellipse
          cx={75}
          cy={150}
          rx={8}
          ry={12}
          transform="rotate(28 75 150)"
          fill={scales}
          {...stroke}
        />,
      )}
      <g fill={scales} {...stroke}>
        <ellipse cx={83} cy={181} rx={13} ry={8} />
        <ellipse cx={117} cy={181} rx={13} ry={8} />
      </g>
      <g fill={p.accent2}>
        {[76, 83, 90, 110, 117, 124].map((x) => (
          <circle key={x} cx={x} cy={184} r={2} />
        ))}
      </g>
      {neck}
      <g transform={HEAD[mood]}>
        {side(
          <g>
            <path
              d={`M54 76L${54 - 28 * fin} ${64 - 6 * fin}Q${40 - 8 * fin} 74 36 79Q${34 - 10 * fin} 84 ${30 - 8 * fin} 94Q42 94 54 90Z`}
              fill={p.accent}
              {...stroke}
            />
            <path
              d={
                v === 'earth'
                  ? 'M68 58C62 48 60 40 64 30C72 36 80 44 84 52Z'
                  : 'M70 56C64 42 62 28 66 14C74 26 82 38 86 50Z'
              }
              fill={p.accent2}
              {...stroke}
            />
            <path d="M66 44l9-3M65 34l7-3" stroke={p.line} strokeWidth={1.5} opacity={0.4} />
          </g>,
        )}
        <path d="M91 46L100 30L109 46Z" fill={p.accent2} {...stroke} />
        <ellipse cx={100} cy={84} rx={50} ry={43} fill={scales} {...stroke} />
        <Gloss cx={76} cy={60} rx={15} ry={8} />
        <ellipse cx={100} cy={104} rx={30} ry={18} fill={p.belly} opacity={0.9} />
        <g fill={p.line} opacity={0.7}>
          <ellipse cx={92} cy={98} rx={2.6} ry={1.7} />
          <ellipse cx={108} cy={98} rx={2.6} ry={1.7} />
        </g>
        {v === 'air' ? (
          <g stroke="#fff" strokeWidth={3} fill="none" strokeLinecap="round">
            <path d="M72 106C60 104 54 110 50 116C47 121 44 124 38 123" />
            <path d="M72 106C60 104 54 110 50 116C47 121 44 124 38 123" transform={MIRROR} />
          </g>
        ) : null}
        {v === 'light' ? (
          <path d={starPath(100, 56, 6)} fill={p.accent3} stroke={p.line} strokeWidth={1.5} />
        ) : null}
        <Blush mood={mood} cx={100} y={96} gap={36} r={9} color={p.blush} />
        <Eyes mood={mood} cx={100} y={79} gap={22} r={10.5} iris={p.iris} line={faceLine(p)} />
        <Mouth mood={mood} x={100} y={106} w={9} line={p.line} />
        {mood === 'happy' ? <path d="M92 107.5l2.5 5l2.5-5Z" fill="#fff" /> : null}
      </g>
    </g>
  );
}
