import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

const CSS = `
.pm-scene-drift{animation:pm-drift 38s linear infinite}
.pm-scene-drift-slow{animation:pm-drift 60s linear infinite}
@keyframes pm-drift{from{transform:translateX(-120px)}to{transform:translateX(420px)}}
.pm-scene-spin{transform-origin:236px 60px;animation:pm-spin 40s linear infinite}
@keyframes pm-spin{to{transform:rotate(360deg)}}
.pm-scene-twinkle{animation:pm-twinkle 3s ease-in-out infinite}
@keyframes pm-twinkle{0%,100%{opacity:1}50%{opacity:.25}}
.pm-scene-fly{animation:pm-fly 6s ease-in-out infinite}
@keyframes pm-fly{0%,100%{transform:translate(0,0);opacity:.9}50%{transform:translate(10px,-12px);opacity:.35}}
.pm-scene-sway{transform-box:fill-box;transform-origin:50% 100%;animation:pm-sway 4s ease-in-out infinite}
@keyframes pm-sway{0%,100%{transform:rotate(-3deg)}50%{transform:rotate(3deg)}}
@media (prefers-reduced-motion:reduce){.pm-scene-drift,.pm-scene-drift-slow,.pm-scene-spin,.pm-scene-twinkle,.pm-scene-fly,.pm-scene-sway{animation:none}}
`;

/** `delay` (negative, in seconds) starts a cloud part-way across, so the sky has clouds on arrival. */
function Cloud({
  x,
  y,
  s = 1,
  className,
  delay = 0,
}: {
  x: number;
  y: number;
  s?: number;
  className?: string;
  delay?: number;
}) {
  return (
    <g className={className} style={delay ? { animationDelay: `${delay}s` } : undefined}>
      <g transform={`translate(${x} ${y}) scale(${s})`} fill="#fff">
        <ellipse cx="0" cy="10" rx="34" ry="12" opacity="0.95" />
        <circle cx="-12" cy="2" r="13" />
        <circle cx="8" cy="-3" r="17" />
        <circle cx="24" cy="6" r="10" />
      </g>
    </g>
  );
}

const STARS: [number, number, number][] = [
  [22, 30, 1.6],
  [58, 62, 1.1],
  [84, 22, 1.9],
  [120, 48, 1.2],
  [150, 18, 1.5],
  [176, 70, 1],
  [205, 34, 1.7],
  [232, 86, 1.1],
  [250, 16, 1.3],
  [338, 28, 1.6],
  [350, 96, 1.1],
  [40, 104, 1.2],
  [104, 96, 1.4],
  [190, 110, 1],
  [322, 128, 1.3],
  [270, 120, 1.1],
  [12, 140, 1],
  [140, 132, 1.2],
];

function DaySky() {
  return (
    <>
      <defs>
        <linearGradient id="pm-day-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#4fb7f5" />
          <stop offset="0.55" stopColor="#a9defc" />
          <stop offset="1" stopColor="#fff1d0" />
        </linearGradient>
        <radialGradient id="pm-sun-glow">
          <stop offset="0" stopColor="#fff7b0" stopOpacity="0.95" />
          <stop offset="1" stopColor="#fff7b0" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="pm-day-hill-far" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#9ddf8f" />
          <stop offset="1" stopColor="#7ccf7a" />
        </linearGradient>
        <linearGradient id="pm-day-ground" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#6fcf5e" />
          <stop offset="1" stopColor="#3fa348" />
        </linearGradient>
      </defs>
      <rect width="360" height="300" fill="url(#pm-day-sky)" />
      <circle cx="236" cy="60" r="70" fill="url(#pm-sun-glow)" />
      <g className="pm-scene-spin" opacity="0.55">
        {Array.from({ length: 12 }, (_, i) => (
          <rect
            key={i}
            x="234"
            y="10"
            width="4"
            height="16"
            rx="2"
            fill="#ffe27a"
            transform={`rotate(${i * 30} 236 60)`}
          />
        ))}
      </g>
      <circle cx="236" cy="60" r="27" fill="#ffd43b" />
      <circle cx="236" cy="60" r="21" fill="#ffe066" />
      {/* On arrival the first two are in the open sky (x 150 and 90), the third behind the name. */}
      <Cloud x={40} y={54} s={0.9} className="pm-scene-drift" delay={-16} />
      <Cloud x={-60} y={100} s={0.6} className="pm-scene-drift-slow" delay={-30} />
      <Cloud x={150} y={36} s={0.7} className="pm-scene-drift-slow" />
      <path d="M0 196 Q60 150 130 178 T260 170 T360 176 V300 H0Z" fill="url(#pm-day-hill-far)" />
      <g transform="translate(46 160)">
        <rect x="-4" y="10" width="8" height="26" rx="3" fill="#8a5a3b" />
        <circle cx="0" cy="4" r="17" fill="#4fae4c" />
        <circle cx="-10" cy="12" r="11" fill="#5cbf55" />
        <circle cx="10" cy="12" r="12" fill="#46a445" />
      </g>
      <path d="M0 226 Q90 198 180 214 T360 206 V300 H0Z" fill="url(#pm-day-ground)" />
      {[
        [24, 250, '#ff7eb6'],
        [70, 268, '#fff36b'],
        [300, 246, '#ff9ecb'],
        [334, 272, '#ffffff'],
        [270, 280, '#fff36b'],
        [100, 236, '#ffffff'],
      ].map(([x, y, c]) => (
        <g key={`${x}-${y}`} className="pm-scene-sway">
          <path d={`M${x} ${Number(y) + 10} V${Number(y) + 2}`} stroke="#2f8a3a" strokeWidth="2" />
          <circle cx={x} cy={y} r="4.5" fill={String(c)} />
          <circle cx={x} cy={y} r="1.8" fill="#ffb703" />
        </g>
      ))}
      {[40, 120, 210, 250, 320].map((x) => (
        <path
          key={x}
          d={`M${x} 292 q3 -12 6 0 q3 -10 6 0 q3 -13 6 0`}
          fill="none"
          stroke="#2f9a40"
          strokeWidth="2.2"
          strokeLinecap="round"
        />
      ))}
    </>
  );
}

function NightSky() {
  return (
    <>
      <defs>
        <linearGradient id="pm-night-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0e0b36" />
          <stop offset="0.6" stopColor="#35217a" />
          <stop offset="1" stopColor="#7a4aa8" />
        </linearGradient>
        {/* The crescent is cut out of the moon, so the glow and the sky show through the cut
            instead of a dark disc painted over it. */}
        <mask id="pm-moon-crescent">
          <circle cx="236" cy="58" r="24" fill="white" />
          <circle cx="247" cy="50" r="21" fill="black" />
        </mask>
        <radialGradient id="pm-moon-glow">
          <stop offset="0" stopColor="#fff6c9" stopOpacity="0.55" />
          <stop offset="1" stopColor="#fff6c9" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="pm-night-ground" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#2f5b52" />
          <stop offset="1" stopColor="#173a36" />
        </linearGradient>
      </defs>
      <rect width="360" height="300" fill="url(#pm-night-sky)" />
      {STARS.map(([x, y, r], i) => (
        <circle
          key={i}
          cx={x}
          cy={y}
          r={r}
          fill="#fff"
          className="pm-scene-twinkle"
          style={{ animationDelay: `${(i % 6) * 0.45}s` }}
        />
      ))}
      <path
        d="M78 40 l2 5 5 2 -5 2 -2 5 -2 -5 -5 -2 5 -2z"
        fill="#fff6c9"
        className="pm-scene-twinkle"
      />
      <circle cx="236" cy="58" r="62" fill="url(#pm-moon-glow)" />
      <g mask="url(#pm-moon-crescent)">
        <circle cx="236" cy="58" r="24" fill="#fff3c4" />
        <circle cx="226" cy="66" r="3" fill="#efe0a6" opacity="0.8" />
        <circle cx="221" cy="54" r="2" fill="#efe0a6" opacity="0.7" />
      </g>
      <path d="M0 200 Q70 158 150 186 T290 172 T360 182 V300 H0Z" fill="#3b3f86" opacity="0.9" />
      <path d="M0 228 Q90 200 180 216 T360 208 V300 H0Z" fill="url(#pm-night-ground)" />
      {[
        [60, 214],
        [110, 250],
        [280, 230],
        [320, 262],
        [200, 240],
      ].map(([x, y], i) => (
        <g key={i} className="pm-scene-fly" style={{ animationDelay: `${i * 0.9}s` }}>
          <circle cx={x} cy={y} r="6" fill="#fff59d" opacity="0.25" />
          <circle cx={x} cy={y} r="2.2" fill="#fff59d" />
        </g>
      ))}
      {[40, 120, 210, 250, 320].map((x) => (
        <path
          key={x}
          d={`M${x} 292 q3 -12 6 0 q3 -10 6 0 q3 -13 6 0`}
          fill="none"
          stroke="#244a3f"
          strokeWidth="2.2"
          strokeLinecap="round"
        />
      ))}
    </>
  );
}

/** The Home backdrop: sunny meadow by day, starry night after 20:00 New York time. */
export function DayNightScene({
  isDay,
  children,
  className,
}: {
  isDay: boolean;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-label={isDay ? 'Daytime scene' : 'Night-time scene'}
      data-scene={isDay ? 'day' : 'night'}
      className={cn('relative isolate overflow-hidden rounded-[2rem] shadow-card', className)}
    >
      <svg
        viewBox="0 0 360 300"
        preserveAspectRatio="xMidYMax slice"
        className="absolute inset-0 -z-10 h-full w-full"
        aria-hidden="true"
      >
        <style>{CSS}</style>
        {isDay ? <DaySky /> : <NightSky />}
      </svg>
      {children}
    </section>
  );
}
