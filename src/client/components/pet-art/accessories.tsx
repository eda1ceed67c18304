/** Wearable accessories drawn on top of a pet, placed from the pet type's anchor. */
import type { ReactNode } from 'react';
import { fluffPath, Linear, useSvgId, url, type Anchor } from './parts';

export const ACCESSORY_KEYS = [
  'crown',
  'bow',
  'sunglasses',
  'scarf',
  'top-hat',
  'flower-crown',
] as const;
export type AccessoryKey = (typeof ACCESSORY_KEYS)[number];

export function isAccessoryKey(key: string): key is AccessoryKey {
  return (ACCESSORY_KEYS as readonly string[]).includes(key);
}

type Draw = (a: Anchor, id: (name: string) => string) => ReactNode;

const crown: Draw = ({ cx, top, width }, id) => {
  const w = width * 0.46;
  const h = w * 0.5;
  const y = top + 6;
  const l = cx - w / 2;
  const r = cx + w / 2;
  const peaks: [number, number][] = [
    [l, y - h * 0.9],
    [cx, y - h * 1.15],
    [r, y - h * 0.9],
  ];
  return (
    <g transform={`rotate(-6 ${cx} ${y})`}>
      <defs>
        <Linear id={id('gold')} from="#fff3a0" mid="#ffc928" to="#e08e00" />
      </defs>
      <path
        d={`M${l} ${y}L${l} ${y - h * 0.9}L${cx - w / 4} ${y - h * 0.42}L${cx} ${y - h * 1.15}L${cx + w / 4} ${y - h * 0.42}L${r} ${y - h * 0.9}L${r} ${y}Z`}
        fill={url(id('gold'))}
        stroke="#9a6200"
        strokeWidth={2.5}
        strokeLinejoin="round"
      />
      <rect x={l} y={y - h * 0.3} width={w} height={h * 0.3} fill="#f0a800" opacity={0.6} />
      {peaks.map(([x, py]) => (
        <circle key={x} cx={x} cy={py} r={3.4} fill="#fff6c8" stroke="#9a6200" strokeWidth={1.5} />
      ))}
      <circle cx={cx} cy={y - h * 0.38} r={4} fill="#ff4f6d" stroke="#9a2038" strokeWidth={1.3} />
      <circle cx={cx - w * 0.3} cy={y - h * 0.17} r={2.6} fill="#5ec8ff" />
      <circle cx={cx + w * 0.3} cy={y - h * 0.17} r={2.6} fill="#5ec8ff" />
      <path
        d={`M${l + 4} ${y - h * 0.55}l3-6`}
        stroke="#fff"
        strokeWidth={2}
        strokeLinecap="round"
      />
    </g>
  );
};

const topHat: Draw = ({ cx, top, width }, id) => {
  const w = width * 0.44;
  const x = cx + 6;
  return (
    <g transform={`rotate(-10 ${x} ${top})`}>
      <defs>
        <Linear id={id('hat')} from="#55556e" to="#1b1b27" />
      </defs>
      <g stroke="#0e0e16" strokeWidth={2.5} strokeLinejoin="round">
        <path
          d={`M${x - w / 2} ${top + 2}L${x - w / 2 + 2} ${top - 36}Q${x} ${top - 42} ${x + w / 2 - 2} ${top - 36}L${x + w / 2} ${top + 2}Z`}
          fill={url(id('hat'))}
        />
        <ellipse cx={x} cy={top + 3} rx={w * 0.82} ry={7} fill={url(id('hat'))} />
      </g>
      <path
        d={`M${x - w / 2 + 0.6} ${top - 10}L${x + w / 2 - 0.6} ${top - 10}L${x + w / 2 - 0.2} ${top - 2}L${x - w / 2 + 0.2} ${top - 2}Z`}
        fill="#e8455e"
      />
      <rect x={x - w / 2 + 6} y={top - 32} width={4} height={18} rx={2} fill="#fff" opacity={0.3} />
    </g>
  );
};

const bow: Draw = ({ cx, top, width, eyeY }, id) => {
  const x = cx + width * 0.3;
  // Its tails reach ~20 below the knot: on a head whose eyes sit high (bird, phoenix, dragon) the
  // bow moves up to the crown rather than cover an eye.
  const y = Math.min(top + 12, eyeY - 32);
  const loop = `M${x} ${y}C${x - 6} ${y - 15} ${x - 24} ${y - 14} ${x - 21} ${y}C${x - 24} ${y + 14} ${x - 6} ${y + 13} ${x} ${y}Z`;
  return (
    <g transform={`rotate(18 ${x} ${y})`} stroke="#b0306a" strokeWidth={2.2} strokeLinejoin="round">
      <defs>
        <Linear id={id('bow')} from="#ffb3d4" to="#ff5c9a" />
      </defs>
      <path d={`M${x - 3} ${y + 3}l-7 13l6-1l3 5Z`} fill="#ff5c9a" />
      <path d={`M${x + 3} ${y + 3}l7 13l-6-1l-3 5Z`} fill="#ff5c9a" />
      <path d={loop} fill={url(id('bow'))} />
      <path d={loop} fill={url(id('bow'))} transform={`translate(${2 * x} 0) scale(-1 1)`} />
      <ellipse cx={x} cy={y} rx={5.5} ry={6} fill="#ff7eb0" />
    </g>
  );
};

const PETALS = ['#ff8fb8', '#ffffff', '#b59cff', '#ffd166', '#ff8fb8'];

const flowerCrown: Draw = ({ cx, cy, top, width }) => {
  const rx = (width / 2) * 0.86;
  const ry = (cy - top) * 0.92;
  const at = (deg: number): [number, number] => {
    const a = (deg * Math.PI) / 180;
    return [cx + Math.cos(a) * rx, cy + Math.sin(a) * ry];
  };
  const [x1, y1] = at(-162);
  const [x2, y2] = at(-18);
  return (
    <g>
      <path
        d={`M${x1} ${y1}A${rx} ${ry} 0 0 1 ${x2} ${y2}`}
        fill="none"
        stroke="#4f9d4a"
        strokeWidth={3}
        strokeLinecap="round"
      />
      {[-140, -106, -74, -40].map((deg) => {
        const [x, y] = at(deg);
        return (
          <ellipse
            key={deg}
            cx={x}
            cy={y}
            rx={6}
            ry={3}
            fill="#6cc56b"
            transform={`rotate(${deg + 60} ${x} ${y})`}
          />
        );
      })}
      {[-155, -122, -90, -58, -25].map((deg, i) => {
        const [x, y] = at(deg);
        return (
          <g key={deg}>
            <path
              d={fluffPath(x, y, 6.5, 6.5, 5, 0.55, deg / 30)}
              fill={PETALS[i]}
              stroke="#c25a86"
              strokeWidth={1.2}
            />
            <circle cx={x} cy={y} r={2.8} fill="#ffb627" />
          </g>
        );
      })}
    </g>
  );
};

const sunglasses: Draw = ({ cx, eyeY, eyeGap, width }, id) => {
  const r = eyeGap * 0.62;
  const lens = (x: number) => (
    <rect x={x - r} y={eyeY - r * 0.8} width={r * 2} height={r * 1.6} rx={r * 0.55} />
  );
  return (
    <g>
      <defs>
        <Linear id={id('lens')} from="#4a5078" to="#0c0c14" />
      </defs>
      <g stroke="#111" strokeWidth={2.5} strokeLinecap="round" fill="none">
        <path
          d={`M${cx - eyeGap + r * 0.9} ${eyeY - r * 0.35}Q${cx} ${eyeY - r * 0.75} ${cx + eyeGap - r * 0.9} ${eyeY - r * 0.35}`}
        />
        <path d={`M${cx - eyeGap - r} ${eyeY - r * 0.4}L${cx - width * 0.47} ${eyeY - r * 0.7}`} />
        <path d={`M${cx + eyeGap + r} ${eyeY - r * 0.4}L${cx + width * 0.47} ${eyeY - r * 0.7}`} />
      </g>
      <g fill={url(id('lens'))} stroke="#111" strokeWidth={2.5}>
        {lens(cx - eyeGap)}
        {lens(cx + eyeGap)}
      </g>
      <g stroke="#fff" strokeWidth={2.2} strokeLinecap="round" opacity={0.55}>
        <path d={`M${cx - eyeGap - r * 0.5} ${eyeY + r * 0.2}l${r * 0.5} ${-r * 0.6}`} />
        <path d={`M${cx + eyeGap - r * 0.5} ${eyeY + r * 0.2}l${r * 0.5} ${-r * 0.6}`} />
      </g>
    </g>
  );
};

const scarf: Draw = ({ cx, neckY: y, neckW }, id) => {
  const hw = neckW / 2;
  const x = cx + hw * 0.35;
  return (
    <g stroke="#8a1f2c" strokeWidth={2.5} strokeLinejoin="round">
      <defs>
        <Linear id={id('scarf')} from="#ff7a7a" to="#d93a4a" />
      </defs>
      <path
        d={`M${x - 2} ${y + 6}L${x + 13} ${y + 8}L${x + 17} ${y + 34}L${x + 2} ${y + 34}Z`}
        fill={url(id('scarf'))}
      />
      <path
        d={`M${x + 3} ${y + 28}h13M${x + 1} ${y + 20}h13`}
        stroke="#fff"
        strokeWidth={2.4}
        opacity={0.8}
      />
      <path
        d={`M${cx - hw} ${y - 6}Q${cx} ${y + 6} ${cx + hw} ${y - 6}L${cx + hw} ${y + 6}Q${cx} ${y + 18} ${cx - hw} ${y + 6}Z`}
        fill={url(id('scarf'))}
      />
      <ellipse cx={x + 4} cy={y + 8} rx={6} ry={5} fill="#e24d5c" />
    </g>
  );
};

const DRAW: Record<AccessoryKey, Draw> = {
  crown,
  bow,
  sunglasses,
  scarf,
  'top-hat': topHat,
  'flower-crown': flowerCrown,
};
/** Drawing order on the head: glasses first, hats last. */
const HEAD_ORDER: AccessoryKey[] = ['sunglasses', 'flower-crown', 'bow', 'crown', 'top-hat'];

/** `layer="neck"` draws what sits under the head (scarf); `layer="head"` the rest. */
export function Accessories(props: {
  keys: readonly string[];
  anchor: Anchor;
  layer: 'neck' | 'head';
}): ReactNode {
  const { keys, anchor, layer } = props;
  const id = useSvgId();
  if (layer === 'neck') {
    return keys.includes('scarf') ? <g data-accessory="scarf">{scarf(anchor, id)}</g> : null;
  }
  const worn = HEAD_ORDER.filter((k) => keys.includes(k));
  if (worn.length === 0) return null;
  return (
    <g transform={anchor.head || undefined}>
      {worn.map((k) => (
        <g key={k} data-accessory={k}>
          {DRAW[k](anchor, (n) => id(`${k}-${n}`))}
        </g>
      ))}
    </g>
  );
}
