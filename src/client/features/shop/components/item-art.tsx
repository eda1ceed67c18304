/** Shop item art drawn in SVG, in the pet art's style: soft gradients, dark outline, a gloss. */
import { useId, type ReactNode } from 'react';
import type { Pet } from '../../../../shared/schemas/pets';
import type { ShopItem } from '../../../../shared/schemas/shop';
import { PetArt } from '../../../components/pet-art';

const LINE = '#3b2a4f';

function Svg({ label, children }: { label: string; children: ReactNode }) {
  return (
    <svg viewBox="0 0 64 64" className="h-full w-full" role="img" aria-label={label}>
      {children}
    </svg>
  );
}

function Gradient({ id, from, to }: { id: string; from: string; to: string }) {
  return (
    <linearGradient id={id} x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stopColor={from} />
      <stop offset="1" stopColor={to} />
    </linearGradient>
  );
}

const bolt = (x: number, y: number, s: number, fill = '#fff7b8') => (
  <path
    d={`M${x + 2 * s} ${y}L${x - 3 * s} ${y + 7 * s}H${x}L${x - 2 * s} ${y + 13 * s}L${x + 4 * s} ${y + 5 * s}H${x + s}Z`}
    fill={fill}
    stroke={LINE}
    strokeWidth={1.6}
    strokeLinejoin="round"
  />
);

function EnergyBar({ id }: { id: string }) {
  return (
    <Svg label="Energy snack">
      <defs>
        <Gradient id={`${id}w`} from="#7dd3fc" to="#2563eb" />
      </defs>
      <g transform="rotate(-18 32 32)">
        <rect
          x="10"
          y="22"
          width="44"
          height="20"
          rx="6"
          fill={`url(#${id}w)`}
          stroke={LINE}
          strokeWidth="2.2"
        />
        <path
          d="M10 26l-4-2v16l4-2M54 26l4-2v16l-4-2"
          fill="#bae6fd"
          stroke={LINE}
          strokeWidth="2"
          strokeLinejoin="round"
        />
        {bolt(32, 24.5, 1.1)}
        <rect x="15" y="25" width="10" height="3" rx="1.5" fill="#fff" opacity=".55" />
      </g>
    </Svg>
  );
}

function Flask({ id }: { id: string }) {
  return (
    <Svg label="Energy potion">
      <defs>
        <Gradient id={`${id}p`} from="#c4b5fd" to="#7c3aed" />
      </defs>
      <path
        d="M26 8h12v14l12 20a8 8 0 0 1-7 12H21a8 8 0 0 1-7-12l12-20z"
        fill="#f5f3ff"
        stroke={LINE}
        strokeWidth="2.2"
        strokeLinejoin="round"
      />
      <path
        d="M19.5 36h25l4.6 7.6A5 5 0 0 1 44.8 51H19.2a5 5 0 0 1-4.3-7.4z"
        fill={`url(#${id}p)`}
      />
      <rect
        x="23"
        y="4"
        width="18"
        height="6"
        rx="3"
        fill="#fcd34d"
        stroke={LINE}
        strokeWidth="2"
      />
      {bolt(32, 37, 0.95)}
      <circle cx="22" cy="40" r="1.6" fill="#fff" opacity=".8" />
      <circle cx="41" cy="45" r="1.2" fill="#fff" opacity=".8" />
      <path d="M29 12v10" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" opacity=".8" />
    </Svg>
  );
}

function Battery({ id }: { id: string }) {
  return (
    <Svg label="Full recharge">
      <defs>
        <Gradient id={`${id}b`} from="#86efac" to="#16a34a" />
      </defs>
      <rect
        x="16"
        y="12"
        width="32"
        height="44"
        rx="7"
        fill="#f0fdf4"
        stroke={LINE}
        strokeWidth="2.4"
      />
      <rect
        x="26"
        y="6"
        width="12"
        height="6"
        rx="2"
        fill="#d1d5db"
        stroke={LINE}
        strokeWidth="2"
      />
      <rect x="20" y="16" width="24" height="36" rx="4" fill={`url(#${id}b)`} />
      {bolt(32, 24, 1.5)}
      <rect x="22" y="18" width="4" height="14" rx="2" fill="#fff" opacity=".5" />
    </Svg>
  );
}

function Bowl({ id, children, label }: { id: string; children: ReactNode; label: string }) {
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

function Kibble({ id }: { id: string }) {
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

function Berries({ id }: { id: string }) {
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

function Feast({ id }: { id: string }) {
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

function Egg({ id, kind }: { id: string; kind: string }) {
  const dragon = kind === 'dragon';
  return (
    <Svg label={dragon ? 'Dragon egg' : 'Mystery egg'}>
      <defs>
        {dragon ? (
          <Gradient id={`${id}egg`} from="#fdba74" to="#dc2626" />
        ) : (
          <linearGradient id={`${id}egg`} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#a5f3fc" />
            <stop offset=".5" stopColor="#ddd6fe" />
            <stop offset="1" stopColor="#fbcfe8" />
          </linearGradient>
        )}
        <radialGradient id={`${id}glow`}>
          <stop offset="0" stopColor={dragon ? '#fde047' : '#f0abfc'} stopOpacity=".7" />
          <stop offset="1" stopColor={dragon ? '#fde047' : '#f0abfc'} stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="32" cy="34" r="30" fill={`url(#${id}glow)`} />
      <path
        d="M32 6c12 0 20 20 20 32a20 20 0 0 1-40 0C12 26 20 6 32 6z"
        fill={`url(#${id}egg)`}
        stroke={LINE}
        strokeWidth="2.4"
      />
      {dragon ? (
        <g fill="none" stroke="#7f1d1d" strokeWidth="1.6" strokeLinecap="round" opacity=".7">
          <path d="M22 30q4 4 8 0q4 4 8 0q4 4 8 0" />
          <path d="M18 40q4 4 8 0q4 4 8 0q4 4 8 0q4 4 8 0" />
          <path d="M22 50q4 4 8 0q4 4 8 0q4 4 8 0" />
        </g>
      ) : (
        <>
          <path
            d="M13 36l6-4 5 5 6-5 5 5 6-5 5 5 5-4"
            fill="none"
            stroke={LINE}
            strokeWidth="2"
            strokeLinejoin="round"
          />
          <text
            x="32"
            y="53"
            textAnchor="middle"
            fontSize="14"
            fontWeight="900"
            fill="#7c3aed"
            stroke="#fff"
            strokeWidth="2.5"
            paintOrder="stroke"
          >
            ?
          </text>
          <circle cx="24" cy="22" r="2.4" fill="#f472b6" />
          <circle cx="40" cy="18" r="2" fill="#60a5fa" />
        </>
      )}
      <path
        d="M24 14q-4 6-4 12"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
        fill="none"
        opacity=".7"
      />
    </Svg>
  );
}

function Gem({ id }: { id: string }) {
  return (
    <Svg label="Premium pets">
      <defs>
        <Gradient id={`${id}gem`} from="#f0abfc" to="#7c3aed" />
      </defs>
      <path
        d="M18 12h28l12 14-26 30L6 26z"
        fill={`url(#${id}gem)`}
        stroke={LINE}
        strokeWidth="2.4"
        strokeLinejoin="round"
      />
      <path
        d="M6 26h52M18 12l8 14 6-14 6 14 8-14M26 26l6 30 6-30"
        fill="none"
        stroke={LINE}
        strokeWidth="1.6"
        strokeLinejoin="round"
        opacity=".6"
      />
      <path d="M20 16l-4 6" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" />
    </Svg>
  );
}

function CoinStack({ id }: { id: string }) {
  const coin = (y: number) => (
    <g key={y}>
      <ellipse cx="30" cy={y + 3} rx="18" ry="6" fill="#b45309" stroke={LINE} strokeWidth="2" />
      <ellipse
        cx="30"
        cy={y}
        rx="18"
        ry="6"
        fill={`url(#${id}coin)`}
        stroke={LINE}
        strokeWidth="2"
      />
    </g>
  );
  return (
    <Svg label="Unlimited coins">
      <defs>
        <Gradient id={`${id}coin`} from="#fde68a" to="#f59e0b" />
      </defs>
      {[48, 40, 32, 24].map(coin)}
      <path
        d="M30 24c-3-3.6-8-3.6-8.6 0s5.6 3.6 8.6 0c3-3.6 8-3.6 8.6 0s-5.6 3.6-8.6 0z"
        fill="none"
        stroke="#b45309"
        strokeWidth="2.2"
      />
    </Svg>
  );
}

const DEFAULT_PET = { type: 'cat', variant: 'orange' } as const;

/**
 * An item's picture. Accessories are shown on the caller's active pet (or a default cat), as they
 * will look once worn.
 */
export function ItemArt({
  item,
  pet,
  size = 64,
}: {
  item: ShopItem;
  pet?: Pick<Pet, 'type' | 'variant'> | null;
  size?: number;
}) {
  const id = useId().replace(/:/g, '');
  let art: ReactNode;
  if (item.type === 'accessory' && item.effectKey) {
    const model = pet ?? DEFAULT_PET;
    art = (
      <PetArt
        type={model.type}
        variant={model.variant}
        mood="happy"
        accessories={[item.effectKey]}
        size={size}
        animate={false}
        title={`${item.name} on a ${model.type}`}
      />
    );
  } else if (item.type === 'energy') {
    const amount = item.effectAmount ?? 0;
    art =
      amount >= 100 ? (
        <Battery id={id} />
      ) : amount >= 50 ? (
        <Flask id={id} />
      ) : (
        <EnergyBar id={id} />
      );
  } else if (item.type === 'food') {
    const amount = item.effectAmount ?? 0;
    art =
      amount >= 60 ? <Feast id={id} /> : amount >= 30 ? <Berries id={id} /> : <Kibble id={id} />;
  } else if (item.type === 'pet') {
    art = <Egg id={id} kind={item.effectKey ?? 'any'} />;
  } else {
    art = item.effectKey === 'unlimited-coins' ? <CoinStack id={id} /> : <Gem id={id} />;
  }
  return (
    <span className="block" style={{ width: size, height: size }}>
      {art}
    </span>
  );
}
