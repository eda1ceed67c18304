/** Eyes, brows, tears, blush and mouths per mood, shared by every pet. */
import type { ReactNode } from 'react';
import type { PetMood } from '../../../shared/catalog/pets';
import { useSvgId, url } from './parts';

const EYE_DARK = '#2a1f2d';
const MOUTH_DARK = '#7a2236';
const TONGUE = '#ff7f96';

interface EyesProps {
  mood: PetMood;
  /** Centre between the eyes. */
  cx: number;
  y: number;
  /** Distance from the centre to each eye. */
  gap: number;
  r: number;
  iris: string;
  line: string;
  /** Colour of the brows (defaults to the outline colour). */
  brow?: string;
}

/** One open eye: dark, a coloured iris at the bottom and two white highlights. */
function OpenEye(props: { x: number; y: number; r: number; iris: string; wet?: boolean }) {
  const { x, y, r, iris, wet } = props;
  return (
    <g>
      <ellipse cx={x} cy={y} rx={r * 0.86} ry={r} fill={EYE_DARK} />
      <ellipse cx={x} cy={y + r * 0.34} rx={r * 0.62} ry={r * 0.5} fill={iris} opacity={0.9} />
      <circle cx={x - r * 0.28} cy={y - r * 0.36} r={r * (wet ? 0.42 : 0.36)} fill="#fff" />
      <circle cx={x + r * 0.32} cy={y + r * 0.34} r={r * 0.16} fill="#fff" />
      {wet ? (
        <path
          d={`M${x - r * 0.5} ${y + r * 0.72}Q${x} ${y + r * 0.98} ${x + r * 0.5} ${y + r * 0.72}`}
          stroke="#fff"
          strokeWidth={r * 0.16}
          strokeLinecap="round"
          fill="none"
          opacity={0.8}
        />
      ) : null}
    </g>
  );
}

export function Eyes(props: EyesProps): ReactNode {
  const { mood, cx, y, gap, r, iris, line, brow = line } = props;
  const sid = useSvgId();
  const xs = [cx - gap, cx + gap];

  if (mood === 'sleeping') {
    return (
      <g fill="none" stroke={line} strokeWidth={r * 0.32} strokeLinecap="round">
        {xs.map((x, i) => {
          const out = i === 0 ? -1 : 1;
          return (
            <g key={x}>
              <path d={`M${x - r * 0.9} ${y}Q${x} ${y + r * 0.95} ${x + r * 0.9} ${y}`} />
              <path
                d={`M${x + out * r * 0.85} ${y + r * 0.05}l${out * r * 0.35} ${r * 0.15}`}
                strokeWidth={r * 0.2}
              />
            </g>
          );
        })}
      </g>
    );
  }

  if (mood === 'sad') {
    const ey = y + r * 0.15;
    return (
      <g>
        {xs.map((x, i) => {
          const out = i === 0 ? -1 : 1;
          // The upper lid slopes down towards the outer corner.
          const lid = `M${x + out * r * 0.95} ${ey - r * 0.14}L${x - out * r * 0.8} ${ey - r * 0.8}`;
          const clip = `M${x + out * r * 1.3} ${ey}L${x - out * r * 1.3} ${ey - r * 0.97}L${x - out * r * 1.3} ${ey + r * 1.4}L${x + out * r * 1.3} ${ey + r * 1.4}Z`;
          return (
            <g key={x}>
              <clipPath id={sid(`lid${i}`)}>
                <path d={clip} />
              </clipPath>
              <g clipPath={url(sid(`lid${i}`))}>
                <OpenEye x={x} y={ey} r={r * 0.92} iris={iris} wet />
              </g>
              <path d={lid} stroke={line} strokeWidth={r * 0.22} strokeLinecap="round" />
              <path
                d={`M${x + out * r * 0.95} ${y - r * 1.1}Q${x} ${y - r * 1.45} ${x - out * r * 0.75} ${y - r * 1.95}`}
                stroke={brow}
                strokeWidth={r * 0.3}
                strokeLinecap="round"
                fill="none"
              />
            </g>
          );
        })}
        <path
          d={`M${xs[0]! - r * 0.55} ${y + r * 1.05}q${r * 0.45} ${r * 0.6} ${r * 0.45} ${r * 0.95}a${r * 0.45} ${r * 0.45} 0 0 1 ${-r * 0.9} 0q0 ${-r * 0.35} ${r * 0.45} ${-r * 0.95}Z`}
          fill="#7cc8ff"
          stroke="#3a8fd6"
          strokeWidth={1.2}
        />
      </g>
    );
  }

  return (
    <g>
      {xs.map((x) => (
        <OpenEye key={x} x={x} y={y} r={r} iris={iris} />
      ))}
    </g>
  );
}

/** Rosy cheeks: strong when happy, faint when sad. */
export function Blush(props: {
  mood: PetMood;
  cx: number;
  y: number;
  gap: number;
  r: number;
  color: string;
}): ReactNode {
  const { mood, cx, y, gap, r, color } = props;
  const opacity = mood === 'happy' ? 0.6 : mood === 'sleeping' ? 0.45 : 0.22;
  return (
    <g fill={color} opacity={opacity}>
      <ellipse cx={cx - gap} cy={y} rx={r} ry={r * 0.58} />
      <ellipse cx={cx + gap} cy={y} rx={r} ry={r * 0.58} />
    </g>
  );
}

export type MouthStyle = 'round' | 'cat' | 'dog';

/** A mouth: open smile (happy), wobbly frown (sad), small snore or calm line (sleeping). */
export function Mouth(props: {
  mood: PetMood;
  x: number;
  y: number;
  w: number;
  line: string;
  style?: MouthStyle;
}): ReactNode {
  const { mood, x, y, w, line, style = 'round' } = props;
  const stroke = {
    stroke: line,
    strokeWidth: 2.6,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
  } as const;
  const wLine = `M${x - w} ${y}Q${x - w / 2} ${y + w * 0.55} ${x} ${y}Q${x + w / 2} ${y + w * 0.55} ${x + w} ${y}`;

  if (mood === 'sad') {
    return (
      <path
        d={`M${x - w * 0.7} ${y + w * 0.75}Q${x - w * 0.35} ${y + w * 0.1} ${x} ${y + w * 0.2}Q${x + w * 0.35} ${y + w * 0.1} ${x + w * 0.7} ${y + w * 0.75}`}
        fill="none"
        {...stroke}
      />
    );
  }
  if (mood === 'sleeping') {
    if (style === 'round') {
      return (
        <ellipse
          cx={x}
          cy={y + w * 0.35}
          rx={w * 0.22}
          ry={w * 0.28}
          fill={MOUTH_DARK}
          {...stroke}
          strokeWidth={2}
        />
      );
    }
    return <path d={wLine} fill="none" {...stroke} />;
  }
  if (style === 'cat') {
    const d = `${wLine}Q${x + w * 0.6} ${y + w * 1.35} ${x} ${y + w * 1.35}Q${x - w * 0.6} ${y + w * 1.35} ${x - w} ${y}Z`;
    return (
      <g>
        <path d={d} fill={MOUTH_DARK} {...stroke} />
        <ellipse cx={x} cy={y + w * 1.02} rx={w * 0.4} ry={w * 0.26} fill={TONGUE} />
      </g>
    );
  }
  const open = `M${x - w} ${y}Q${x} ${y + w * 0.3} ${x + w} ${y}Q${x + w * 0.9} ${y + w * 1.3} ${x} ${y + w * 1.3}Q${x - w * 0.9} ${y + w * 1.3} ${x - w} ${y}Z`;
  return (
    <g>
      <path d={open} fill={MOUTH_DARK} {...stroke} />
      {style === 'dog' ? (
        <path
          d={`M${x - w * 0.45} ${y + w * 0.75}L${x - w * 0.45} ${y + w * 1.45}A${w * 0.45} ${w * 0.45} 0 0 0 ${x + w * 0.45} ${y + w * 1.45}L${x + w * 0.45} ${y + w * 0.75}Z`}
          fill={TONGUE}
          stroke={line}
          strokeWidth={2}
          strokeLinejoin="round"
        />
      ) : (
        <ellipse cx={x} cy={y + w * 0.95} rx={w * 0.5} ry={w * 0.28} fill={TONGUE} />
      )}
      {style === 'dog' ? (
        <path d={`M${x} ${y + w * 0.9}v${w * 0.5}`} stroke="#e0567a" strokeWidth={1.6} />
      ) : null}
    </g>
  );
}
