import { cn } from '../../../lib/cn';

export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  className,
}: {
  id: string;
  eyebrow: string;
  title: string;
  intro?: string;
  className?: string;
}) {
  return (
    <div className={cn('mx-auto max-w-2xl text-center', className)}>
      <p className="text-sm font-extrabold uppercase tracking-[0.14em] text-brand-700">{eyebrow}</p>
      <h2
        id={id}
        className="mt-2 text-3xl font-black leading-tight tracking-tight text-ink-900 md:text-4xl"
      >
        {title}
      </h2>
      {intro ? <p className="mt-3 text-[1rem] leading-relaxed text-ink-500">{intro}</p> : null}
    </div>
  );
}
