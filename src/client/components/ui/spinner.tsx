import { cn } from '../../lib/cn';

export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <span role="status" aria-label={label} className={cn('inline-block', className)}>
      <span className="block h-8 w-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-500" />
    </span>
  );
}
