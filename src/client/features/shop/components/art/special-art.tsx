import { LINE, Svg, Gradient } from './svg-parts';

/** Pet eggs, premium gems and coin stacks. */
export function Egg({ id, kind }: { id: string; kind: string }) {
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

export function Gem({ id }: { id: string }) {
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

export function CoinStack({ id }: { id: string }) {
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
