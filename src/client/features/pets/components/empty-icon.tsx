/** A big emoji on a soft gradient disc, for the empty states of the pet screens. */
export function EmptyIcon({ emoji }: { emoji: string }) {
  return (
    <span className="relative mx-auto flex h-24 w-24 items-center justify-center rounded-full bg-gradient-to-br from-brand-100 via-grape-100 to-coin-100 shadow-inner">
      <span className="absolute inset-0 animate-pulse rounded-full bg-white/30" />
      <span className="relative animate-float text-5xl">{emoji}</span>
    </span>
  );
}
