import { PawPrint } from 'lucide-react';
import { APP_NAME } from '../../../shared/constants';
import { cn } from '../../lib/cn';

/** The Petmatch mark (a paw on the brand gradient) with the word mark beside it. */
export function Logo({
  size = 'md',
  tone = 'dark',
  className,
}: {
  size?: 'sm' | 'md' | 'lg';
  /** 'light' for dark backgrounds, 'brand' on the brand gradient. */
  tone?: 'dark' | 'light' | 'brand';
  className?: string;
}) {
  const mark = { sm: 'h-8 w-8 rounded-xl', md: 'h-9 w-9 rounded-xl', lg: 'h-12 w-12 rounded-2xl' }[
    size
  ];
  const icon = { sm: 'h-4.5 w-4.5', md: 'h-5 w-5', lg: 'h-7 w-7' }[size];
  const word = { sm: 'text-lg', md: 'text-xl', lg: 'text-3xl' }[size];
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <span
        aria-hidden="true"
        className={cn(
          'flex shrink-0 items-center justify-center text-white',
          tone === 'brand'
            ? 'bg-white/20 ring-1 ring-white/40'
            : 'bg-gradient-to-br from-brand-500 to-grape-500 shadow-lift',
          mark,
        )}
      >
        <PawPrint className={cn(icon, '-rotate-12')} strokeWidth={2.4} />
      </span>
      <span
        className={cn(
          'font-black tracking-tight',
          word,
          tone === 'dark' ? 'text-ink-900' : 'text-white',
        )}
      >
        {APP_NAME}
      </span>
    </span>
  );
}
