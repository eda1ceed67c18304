import * as RadixToast from '@radix-ui/react-toast';
import { TIMING } from '../../../shared/constants';
import { dismissToast, useToasts } from '../../lib/toast';
import { cn } from '../../lib/cn';

export function Toaster() {
  const toasts = useToasts();
  return (
    <RadixToast.Provider duration={TIMING.toastMs} swipeDirection="up">
      {toasts.map((t) => (
        <RadixToast.Root
          key={t.id}
          onOpenChange={(open) => !open && dismissToast(t.id)}
          className={cn(
            'pointer-events-auto flex w-full items-start gap-3 rounded-2xl p-4 shadow-2xl ring-1 data-[state=open]:animate-pop',
            // A white edge keeps a red toast apart from the red headers it can sit on.
            t.variant === 'destructive'
              ? 'bg-brand-600 text-white ring-2 ring-white'
              : 'bg-white text-ink-900 ring-ink-100',
          )}
        >
          <div className="flex-1">
            {t.title ? (
              <RadixToast.Title className="font-extrabold">{t.title}</RadixToast.Title>
            ) : null}
            {t.description ? (
              <RadixToast.Description
                className={cn(
                  'mt-0.5 text-sm',
                  t.variant === 'destructive' ? 'text-white' : 'text-ink-500',
                )}
              >
                {t.description}
              </RadixToast.Description>
            ) : null}
            {t.action ? (
              <RadixToast.Action altText={t.action.label} asChild>
                <button
                  type="button"
                  onClick={t.action.onClick}
                  className={cn(
                    'mt-2.5 rounded-xl px-3 py-1.5 text-sm font-bold',
                    t.variant === 'destructive'
                      ? 'bg-white/20 hover:bg-white/30'
                      : 'bg-brand-50 text-brand-700',
                  )}
                >
                  {t.action.label}
                </button>
              </RadixToast.Action>
            ) : null}
          </div>
          <RadixToast.Close
            aria-label="Close"
            className="-mr-1 -mt-1 rounded-full p-1 opacity-70 hover:opacity-100"
          >
            <svg
              viewBox="0 0 24 24"
              className="h-4 w-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              aria-hidden="true"
            >
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport className="fixed left-1/2 top-[max(0.75rem,env(safe-area-inset-top))] z-[100] flex w-[calc(100%-1.5rem)] max-w-sm -translate-x-1/2 flex-col gap-2 outline-none" />
    </RadixToast.Provider>
  );
}
