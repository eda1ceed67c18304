import { Check } from 'lucide-react';
import { cn } from '../../../lib/cn';

/** Progress through the wizard: numbered dots joined by a line, the current one highlighted. */
export function StepIndicator({ step, labels }: { step: number; labels: readonly string[] }) {
  return (
    <div className="mb-6">
      <p className="sr-only" aria-live="polite">
        Step {step} of {labels.length}: {labels[step - 1]}
      </p>
      {/* A container: with large text (under 13rem wide) the labels would run into each other,
          so only the dots show; the step's title above says where the user is. */}
      <ol className="@container flex items-start" aria-hidden="true">
        {labels.map((label, i) => {
          const n = i + 1;
          const done = n < step;
          const current = n === step;
          return (
            <li key={label} className="relative flex flex-1 flex-col items-center">
              {i > 0 ? (
                <span
                  className={cn(
                    'absolute right-1/2 top-4 h-1 w-full -translate-y-1/2 rounded-full transition-colors',
                    n <= step ? 'bg-gradient-to-r from-brand-400 to-grape-400' : 'bg-ink-100',
                  )}
                />
              ) : null}
              <span
                className={cn(
                  'relative z-10 flex h-8 w-8 items-center justify-center rounded-full text-sm font-black transition',
                  current &&
                    'bg-gradient-to-br from-brand-500 to-grape-500 text-white shadow-lift ring-4 ring-brand-100',
                  done && 'bg-grape-500 text-white',
                  !current && !done && 'bg-ink-100 text-ink-500',
                )}
              >
                {done ? <Check className="h-4 w-4" strokeWidth={3.5} /> : n}
              </span>
              <span
                className={cn(
                  'mt-1.5 text-caption font-extrabold @max-[13rem]:hidden',
                  current ? 'text-ink-900' : 'text-ink-500',
                )}
              >
                {label}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
