import { Heart } from 'lucide-react';
import { DATING } from '../../../../shared/constants';
import { cn } from '../../../lib/cn';

/** Compatibility as 1-5 filled hearts (docs/rules.md "Compatibility"). */
export function Hearts({
  value,
  className,
  size = 'md',
}: {
  value: number;
  className?: string;
  size?: 'sm' | 'md';
}) {
  return (
    <span
      role="img"
      aria-label={`Compatibility ${value} out of ${DATING.heartsMax}`}
      className={cn('inline-flex items-center gap-0.5', className)}
    >
      {Array.from({ length: DATING.heartsMax }, (_, i) => (
        <Heart
          key={i}
          aria-hidden="true"
          className={cn(
            size === 'sm' ? 'h-3.5 w-3.5' : 'h-4.5 w-4.5',
            i < value
              ? 'fill-brand-500 text-brand-500'
              : 'fill-transparent text-current opacity-40',
          )}
        />
      ))}
    </span>
  );
}
