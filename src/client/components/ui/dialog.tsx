import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useReturnFocus } from '../../lib/return-focus';

/**
 * A centred modal card; Escape and the backdrop close it. Focus goes back to the button that
 * asked for it, else where `focusAfter` says (lib/return-focus.ts).
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  className,
  focusAfter,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
  focusAfter?: () => HTMLElement | null | undefined;
}) {
  const returnFocus = useReturnFocus(focusAfter);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 animate-fade-in bg-ink-900/40 backdrop-blur-[2px]" />
        <RadixDialog.Content
          className={cn(
            // On a phone held sideways (or with large text) a tall dialog scrolls inside itself:
            // the page behind is locked, so its buttons would otherwise be out of reach.
            'fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-1.5rem)] w-[calc(100%-2.5rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 animate-pop overflow-y-auto overscroll-contain rounded-3xl bg-white p-6 text-center shadow-2xl focus:outline-none',
            className,
          )}
          aria-describedby={description ? undefined : undefined}
          {...returnFocus}
        >
          <RadixDialog.Title className="text-xl font-extrabold text-ink-900 wrap-anywhere">
            {title}
          </RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="mt-2 text-body text-ink-500">
              {description}
            </RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
          )}
          {children ? <div className="mt-5">{children}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
