/** A chibi puppy: floppy or pointy ears, muzzle with a button nose, wagging tail. */
import type { ReactNode } from 'react';
import type { PetMood } from '../../../shared/catalog/pets';
import { Blush, Eyes, Mouth } from './face';
import { faceLine, getPalette, resolveVariant } from './palettes';
import { Gloss, Limb, MIRROR, Radial, url, useSvgId, type Anchor, type BodyProps } from './parts';

const HEAD: Record<PetMood, string> = {
  happy: '',
  sad: 'translate(0 6)',
  sleeping: 'translate(0 9) rotate(7 100 86)',
};
const FLOP_TILT: Record<PetMood, number> = { happy: 14, sad: -6, sleeping: 2 };
const POINT_TILT: Record<PetMood, number> = { happy: 0, sad: -38, sleeping: -8 };
const TAIL: Record<PetMood, string> = {
  happy: 'M136 152C154 148 166 132 160 110',
  sad: 'M134 168C148 178 158 182 172 184',
  sleeping: 'M138 166C164 176 150 192 116 189',
};
const SHORT_TAIL: Record<PetMood, string> = {
  happy: 'M140 156C150 152 156 144 154 134',
  sad: 'M140 170C148 176 154 178 160 178',
  sleeping: 'M140 170C150 176 150 182 142 184',
};
const SPOTS: [number, number, number][] = [
  [66, 60, 7],
  [138, 76, 6],
  [126, 118, 3.5],
  [132, 56, 5],
  [58, 96, 5],
  [112, 46, 4],
  [84, 52, 3.5],
];
const BODY_SPOTS: [number, number, number][] = [
  [72, 140, 6],
  [130, 150, 7],
  [116, 132, 4],
  [80, 166, 4],
];

export function dogAnchor(mood: PetMood): Anchor {
  return {
    head: HEAD[mood],
    cx: 100,
    cy: 86,
    top: 42,
    width: 104,
    eyeY: 84,
    eyeGap: 22,
    neckY: 134,
    neckW: 72,
  };
}

export function Dog({ variant, mood, neck }: BodyProps): ReactNode {
  const p = getPalette('dog', variant);
  const v = resolveVariant('dog', variant);
  const id = useSvgId();
  const fur = url(id('fur'));
  const corgi = v === 'corgi';
  const husky = v === 'husky';
  const gsd = v === 'german-shepherd';
  const spotted = v === 'spotted';
  const pointy = corgi || husky || gsd;
  const stroke = { stroke: p.line, strokeWidth: 3, strokeLinejoin: 'round' } as const;
  const body = corgi ? (
    <ellipse cx={100} cy={156} rx={46} ry={27} />
  ) : (
    <ellipse cx={100} cy={150} rx={38} ry={32} />
  );
  const legTop = corgi ? 166 : 150;
  const legColor = corgi || husky ? p.belly : fur;
  const tail = (
    <g
      className={mood === 'happy' ? 'petart-wag' : undefined}
      style={{ transformOrigin: '136px 154px' }}
    >
      <Limb
        d={(corgi ? SHORT_TAIL : TAIL)[mood]}
        color={gsd ? p.accent : p.main}
        line={p.line}
        width={corgi || husky || v === 'golden' ? 16 : 12}
      />
    </g>
  );
  const spots = (list: [number, number, number][]) =>
    list.map(([x, y, r]) => <circle key={`${x}-${y}`} cx={x} cy={y} r={r} fill={p.accent} />);
  const ear = (right: boolean) => {
    if (pointy) {
      // Scaled from near the tip, not the base, so the tips stay inside the picture.
      const s = corgi ? ' translate(70 44) scale(1.22) translate(-70 -44)' : '';
      return (
        <g transform={`rotate(${POINT_TILT[mood]} 70 58)${s}`}>
          <path
            d="M48 72C42 50 44 28 54 15Q58 10 63 14C75 23 86 35 92 48Z"
            fill={gsd ? p.accent : fur}
            {...stroke}
          />
          <path
            d="M57 62C54 48 55 34 60 26C68 33 75 40 81 48Z"
            fill={corgi ? p.accent : husky ? p.belly : p.light}
            opacity={0.9}
          />
        </g>
      );
    }
    const fill = spotted ? (right ? p.main : p.accent) : p.accent;
    return (
      <g transform={`rotate(${FLOP_TILT[mood]} 60 54)`}>
        <path
          d="M62 50C38 50 26 84 32 110C36 124 56 124 62 108C68 92 74 64 62 50Z"
          fill={fill}
          {...stroke}
        />
        {spotted && right ? <circle cx={46} cy={92} r={6} fill={p.accent} /> : null}
        <path
          d="M50 66C42 78 40 94 42 106"
          stroke="#fff"
          strokeWidth={3}
          opacity={0.25}
          fill="none"
        />
      </g>
    );
  };
  const headShape = <ellipse cx={100} cy={86} rx={52} ry={45} />;

  return (
    <g>
      <defs>
        <Radial id={id('fur')} light={p.light} main={p.main} shade={p.shade} />
        <clipPath id={id('headClip')}>{headShape}</clipPath>
        <clipPath id={id('bodyClip')}>{body}</clipPath>
      </defs>
      {mood !== 'sleeping' ? tail : null}
      <g fill={fur} {...stroke}>
        <ellipse cx={corgi ? 60 : 65} cy={172} rx={16} ry={12} />
        <ellipse cx={corgi ? 140 : 135} cy={172} rx={16} ry={12} />
        {body}
      </g>
      <g clipPath={url(id('bodyClip'))}>
        {gsd ? <ellipse cx={62} cy={144} rx={16} ry={26} fill={p.accent} /> : null}
        {gsd ? <ellipse cx={138} cy={144} rx={16} ry={26} fill={p.accent} /> : null}
        <ellipse cx={100} cy={corgi ? 148 : 140} rx={22} ry={20} fill={p.belly} />
        {spotted ? spots(BODY_SPOTS) : null}
      </g>
      <g fill={legColor} {...stroke}>
        <rect x={78} y={legTop} width={18} height={184 - legTop} rx={9} />
        <rect x={104} y={legTop} width={18} height={184 - legTop} rx={9} />
      </g>
      <path d="M84 184v-4M90 184v-4M110 184v-4M116 184v-4" stroke={p.line} strokeWidth={1.6} />
      {mood === 'sleeping' ? tail : null}
      {neck}
      <g transform={HEAD[mood]}>
        {pointy
          ? [false, true].map((r) => (
              <g key={String(r)} transform={r ? MIRROR : undefined}>
                {ear(r)}
              </g>
            ))
          : null}
        <g fill={fur}>{headShape}</g>
        <g clipPath={url(id('headClip'))}>
          {gsd ? <ellipse cx={100} cy={46} rx={34} ry={18} fill={p.accent} opacity={0.9} /> : null}
          {husky ? (
            <path
              d="M100 62C95 66 93 74 92 82C84 74 66 72 54 86C50 106 66 132 100 134C134 132 150 106 146 86C134 72 116 74 108 82C107 74 105 66 100 62Z"
              fill={p.belly}
            />
          ) : null}
          {corgi ? (
            <path
              d="M100 48C93 56 92 70 92 84L84 98L116 98L108 84C108 70 107 56 100 48Z"
              fill={p.belly}
            />
          ) : null}
          {spotted ? spots(SPOTS) : null}
          {v === 'black' || husky ? (
            <g fill={p.accent2}>
              <ellipse cx={78} cy={68} rx={5.5} ry={3.5} />
              <ellipse cx={122} cy={68} rx={5.5} ry={3.5} />
            </g>
          ) : null}
        </g>
        <g fill="none" {...stroke}>
          {headShape}
        </g>
        {v === 'golden' ? (
          <path d="M88 44Q92 32 100 42Q104 30 112 44" fill={p.main} {...stroke} />
        ) : null}
        <Gloss cx={74} cy={60} rx={15} ry={8} />
        {!pointy
          ? [false, true].map((r) => (
              <g key={String(r)} transform={r ? MIRROR : undefined}>
                {ear(r)}
              </g>
            ))
          : null}
        <ellipse cx={100} cy={108} rx={27} ry={19} fill={p.accent3} />
        <Blush mood={mood} cx={100} y={104} gap={36} r={9} color={p.blush} />
        <Eyes mood={mood} cx={100} y={84} gap={22} r={10} iris={p.iris} line={faceLine(p)} />
        <path d="M91 98Q100 93 109 98Q106 106 100 107Q94 106 91 98Z" fill="#2a2228" />
        <ellipse cx={96.5} cy={98} rx={3} ry={1.8} fill="#fff" opacity={0.7} />
        <path d="M100 106v5" stroke={p.line} strokeWidth={2.4} strokeLinecap="round" />
        <Mouth mood={mood} x={100} y={111} w={9} line={faceLine(p)} style="dog" />
      </g>
    </g>
  );
}
