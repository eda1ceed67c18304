import { LINE, Svg, Gradient, bolt } from './svg-parts';

/** Energy items: a snack bar, a potion and a battery. */
export function EnergyBar({ id }: { id: string }) {
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

export function Flask({ id }: { id: string }) {
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

export function Battery({ id }: { id: string }) {
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
