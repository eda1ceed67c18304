import { cn } from '../../../lib/cn';

const sizes = {
  sm: 'h-10 w-10 text-base',
  md: 'h-14 w-14 text-xl',
  lg: 'h-24 w-24 text-4xl',
} as const;

/** A person's main photo, or their initial on the brand gradient when they have none. */
export function Avatar({
  name,
  src,
  size = 'md',
  className,
}: {
  name: string;
  src: string | null | undefined;
  size?: keyof typeof sizes;
  className?: string;
}) {
  const box = cn('shrink-0 rounded-full', sizes[size], className);
  if (src)
    return (
      <img src={src} alt="" className={cn(box, 'bg-ink-100 object-cover object-[center_25%]')} />
    );
  return (
    <span
      aria-hidden="true"
      className={cn(
        box,
        'flex items-center justify-center bg-gradient-to-br from-brand-400 to-grape-500 font-extrabold text-white',
      )}
    >
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
