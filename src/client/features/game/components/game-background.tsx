import type { GameBackground } from '../../../../shared/catalog/emoji-sets';

/** The four background pictures (spec section 9), drawn in SVG: no downloads. */
export function GameBackdrop({ kind }: { kind: GameBackground }) {
  return (
    <svg
      className="absolute inset-0 h-full w-full"
      viewBox="0 0 390 844"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
    >
      {kind === 'meadow' && <Meadow />}
      {kind === 'ocean' && <Ocean />}
      {kind === 'sunset' && <Sunset />}
      {kind === 'galaxy' && <Galaxy />}
    </svg>
  );
}

function Meadow() {
  return (
    <>
      <defs>
        <linearGradient id="bg-meadow-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#8fd3fe" />
          <stop offset="1" stopColor="#e0f6ff" />
        </linearGradient>
      </defs>
      <rect width="390" height="844" fill="url(#bg-meadow-sky)" />
      <circle cx="320" cy="110" r="46" fill="#fde68a" />
      <g fill="#fff" opacity="0.9">
        <ellipse cx="90" cy="150" rx="52" ry="18" />
        <ellipse cx="120" cy="136" rx="34" ry="20" />
        <ellipse cx="250" cy="230" rx="44" ry="14" />
      </g>
      <path d="M0 640 Q100 580 200 630 T390 610 V844 H0z" fill="#86efac" />
      <path d="M0 700 Q120 650 240 700 T390 690 V844 H0z" fill="#4ade80" />
      <g fill="#f472b6">
        <circle cx="60" cy="760" r="6" />
        <circle cx="150" cy="790" r="5" />
        <circle cx="300" cy="770" r="6" />
      </g>
    </>
  );
}

function Ocean() {
  return (
    <>
      <defs>
        <linearGradient id="bg-ocean" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#bae6fd" />
          <stop offset="0.45" stopColor="#38bdf8" />
          <stop offset="1" stopColor="#0c4a6e" />
        </linearGradient>
      </defs>
      <rect width="390" height="844" fill="url(#bg-ocean)" />
      {[300, 420, 560, 700].map((y, i) => (
        <path
          key={y}
          d={`M0 ${y} q48 -22 97 0 t97 0 t97 0 t99 0`}
          stroke="#fff"
          strokeOpacity={0.35 - i * 0.05}
          strokeWidth="6"
          fill="none"
        />
      ))}
      <g fill="#fff" opacity="0.4">
        <circle cx="60" cy="620" r="6" />
        <circle cx="72" cy="590" r="4" />
        <circle cx="330" cy="760" r="7" />
        <circle cx="318" cy="730" r="4" />
      </g>
    </>
  );
}

function Sunset() {
  return (
    <>
      <defs>
        <linearGradient id="bg-sunset" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#7c3aed" />
          <stop offset="0.5" stopColor="#f472b6" />
          <stop offset="1" stopColor="#fdba74" />
        </linearGradient>
      </defs>
      <rect width="390" height="844" fill="url(#bg-sunset)" />
      <circle cx="195" cy="640" r="110" fill="#fde047" opacity="0.85" />
      <path
        d="M0 680 L80 600 L150 660 L240 570 L320 650 L390 610 V844 H0z"
        fill="#5b21b6"
        opacity="0.75"
      />
      <path d="M0 740 L110 680 L200 730 L300 670 L390 720 V844 H0z" fill="#3b0764" opacity="0.8" />
    </>
  );
}

/**
 * 40 stars spread evenly but irregularly over the sky: the R2 sequence (steps of the plastic
 * number's inverse powers), the same every time. Steps of whole pixels (211 down each) repeat
 * every few stars and put them on rows.
 */
const GALAXY_STARS = Array.from({ length: 40 }, (_, i) => ({
  x: Math.round(((0.5 + i * 0.7548776662) % 1) * 390),
  y: Math.round(((0.5 + i * 0.569840291) % 1) * 844),
  r: (i % 3) + 1,
}));

function Galaxy() {
  return (
    <>
      <defs>
        <radialGradient id="bg-galaxy" cx="0.5" cy="0.35" r="0.9">
          <stop offset="0" stopColor="#4c1d95" />
          <stop offset="0.6" stopColor="#1e1b4b" />
          <stop offset="1" stopColor="#020617" />
        </radialGradient>
      </defs>
      <rect width="390" height="844" fill="url(#bg-galaxy)" />
      <g fill="#fff">
        {GALAXY_STARS.map((s, i) => (
          <circle key={i} cx={s.x} cy={s.y} r={s.r} opacity={0.4 + (i % 5) / 10} />
        ))}
      </g>
      <circle cx="320" cy="140" r="30" fill="#f0abfc" opacity="0.8" />
      <ellipse
        cx="320"
        cy="140"
        rx="50"
        ry="10"
        fill="none"
        stroke="#fde68a"
        strokeWidth="4"
        opacity="0.8"
      />
    </>
  );
}
