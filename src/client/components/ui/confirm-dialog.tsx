import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';
import { useConfirmOnce } from './use-confirm-once';

/** A yes/no question before something that cannot be undone (a block, a deletion, a spend). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  pending,
  focusAfter,
  confirmVariant = 'danger',
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  pending?: boolean;
  /** Where focus goes if the button that opened the dialog is gone when it closes. */
  focusAfter?: () => HTMLElement | null | undefined;
  /** 'primary' for a choice that loses nothing but coins the user means to spend. */
  confirmVariant?: 'danger' | 'primary';
}) {
  const confirm = useConfirmOnce(open, pending ?? false, onConfirm);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      focusAfter={focusAfter}
    >
      <div className="flex gap-3">
        <Button variant="secondary" block onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button variant={confirmVariant} block onClick={() => confirm()} disabled={pending}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
