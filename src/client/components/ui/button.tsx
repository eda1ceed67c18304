import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

const variants = {
  primary:
    'bg-gradient-to-r from-brand-500 to-grape-500 text-white shadow-lift hover:brightness-105 active:brightness-95',
  secondary: 'bg-white text-ink-900 ring-1 ring-ink-100 shadow-sm hover:bg-grape-50',
  ghost: 'bg-transparent text-ink-700 hover:bg-ink-100/60',
  soft: 'bg-brand-50 text-brand-700 hover:bg-brand-100',
  // red-600: white text on it reads at 4.8:1 (red-500 gave 3.8).
  danger: 'bg-red-600 text-white hover:bg-red-700',
  coin: 'bg-coin-400 text-ink-900 hover:bg-coin-500',
} as const;

// Minimum heights: a label that wraps (large text, a narrow column) makes the button taller
// instead of being cut off.
const sizes = {
  sm: 'min-h-9 py-1 px-3 text-sm rounded-xl',
  md: 'min-h-11 py-1.5 px-4 text-body rounded-2xl',
  lg: 'min-h-13 py-2 px-6 text-base rounded-2xl',
  icon: 'h-10 w-10 rounded-full',
} as const;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  block?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', block, className, type = 'button', ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={cn(
        'inline-flex select-none items-center justify-center gap-2 font-bold transition active:scale-[0.98] disabled:pointer-events-none disabled:opacity-50',
        variants[variant],
        sizes[size],
        block && 'w-full',
        className,
      )}
      {...props}
    />
  );
});

/** Button look for router links. */
export function buttonClass(
  variant: keyof typeof variants = 'primary',
  size: keyof typeof sizes = 'md',
  block = false,
) {
  return cn(
    'inline-flex select-none items-center justify-center gap-2 font-bold transition active:scale-[0.98]',
    variants[variant],
    sizes[size],
    block && 'w-full',
  );
}

/** A link in running text: bold, brand-coloured, underlined. */
export const TEXT_LINK = 'font-bold text-brand-700 underline underline-offset-2';
