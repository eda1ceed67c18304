import { cn } from '../lib/cn';

const COLORS = ['#f43f6a', '#8b5cf6', '#fbbf24', '#22c55e', '#3b82f6', '#ec4899', '#f97316'];
const PIECES = 48;

/** A small deterministic scatter so the render stays pure. */
function piece(i: number) {
  const r = (n: number) => ((Math.sin(i * 97.13 + n * 13.7) + 1) / 2) % 1;
  return {
    left: `${Math.round(r(1) * 100)}%`,
    delay: `${(r(2) * 0.6).toFixed(2)}s`,
    duration: `${(1.9 + r(3) * 1.1).toFixed(2)}s`,
    drift: `${Math.round((r(4) - 0.5) * 160)}px`,
    spin: `${Math.round(360 + r(5) * 720)}deg`,
    color: COLORS[i % COLORS.length],
    w: 6 + Math.round(r(6) * 6),
    round: i % 3 === 0,
  };
}

const CSS = `
@keyframes pm-confetti-fall{
  0%{transform:translate3d(0,-10vh,0) rotate(0);opacity:1}
  85%{opacity:1}
  100%{transform:translate3d(var(--drift),105vh,0) rotate(var(--spin));opacity:0}
}
.pm-confetti{animation:pm-confetti-fall var(--dur) cubic-bezier(.2,.6,.4,1) var(--delay) forwards}
@media (prefers-reduced-motion:reduce){.pm-confetti{display:none}}
`;

/** Falling paper confetti over the whole screen (decorative, never catches taps). */
export function Confetti({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn('pointer-events-none fixed inset-0 z-[60] overflow-hidden', className)}
    >
      <style>{CSS}</style>
      {Array.from({ length: PIECES }, (_, i) => {
        const p = piece(i);
        return (
          <span
            key={i}
            className="pm-confetti absolute top-0 block"
            style={
              {
                left: p.left,
                width: p.w,
                height: p.round ? p.w : p.w * 1.6,
                background: p.color,
                borderRadius: p.round ? '9999px' : '2px',
                '--delay': p.delay,
                '--dur': p.duration,
                '--drift': p.drift,
                '--spin': p.spin,
                transform: 'translateY(-10vh)',
              } as React.CSSProperties
            }
          />
        );
      })}
    </div>
  );
}
