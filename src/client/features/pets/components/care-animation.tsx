const PARTICLES: Record<'eating' | 'happy', string[]> = {
  eating: ['🍖', '🥕', '🍗', '😋', '🍎'],
  happy: ['💖', '✨', '💕', '⭐', '💗'],
};

const CSS = `
@keyframes pm-rise{0%{transform:translate(0,10px) scale(.6);opacity:0}15%{opacity:1}100%{transform:translate(var(--dx),-90px) scale(1.15);opacity:0}}
.pm-rise{animation:pm-rise 1.6s ease-out var(--delay) both}
@keyframes pm-hop{0%,100%{transform:translateY(0)}30%{transform:translateY(-14px) scale(1.04,.97)}55%{transform:translateY(0) scale(.98,1.03)}}
.pm-hop{animation:pm-hop .5s ease-in-out 0s 4}
@keyframes pm-munch{0%,100%{transform:scale(1,1)}50%{transform:scale(1.05,.94)}}
.pm-munch{animation:pm-munch .25s ease-in-out 0s 8;transform-origin:50% 100%}
@media (prefers-reduced-motion:reduce){.pm-rise,.pm-hop,.pm-munch{animation:none}}
`;

/** Emoji bubbles that rise from the pet after a care action (eating or happy, 2 s). */
export function CareAnimation({ kind }: { kind: 'eating' | 'happy' }) {
  const items = PARTICLES[kind];
  return (
    <div className="pointer-events-none absolute inset-0" aria-hidden="true">
      <style>{CSS}</style>
      {items.map((emoji, i) => (
        <span
          key={i}
          className="pm-rise absolute bottom-1/3 text-2xl"
          style={
            {
              left: `${30 + i * 10}%`,
              '--dx': `${(i - 2) * 14}px`,
              '--delay': `${i * 0.18}s`,
            } as React.CSSProperties
          }
        >
          {emoji}
        </span>
      ))}
    </div>
  );
}

/** The class that makes the pet itself react: munching for food, hopping for joy. */
export function careMotionClass(kind: 'eating' | 'happy' | null): string | undefined {
  if (kind === 'eating') return 'pm-munch';
  if (kind === 'happy') return 'pm-hop';
  return undefined;
}
