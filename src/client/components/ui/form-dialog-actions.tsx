import { cn } from '../../lib/cn';
import { Button } from './button';

/** A form dialog's Cancel and submit buttons, side by side (the submit sends the form). */
export function FormDialogActions({
  onCancel,
  submitLabel,
  variant = 'primary',
  disabled,
  className,
}: {
  onCancel: () => void;
  submitLabel: string;
  variant?: 'primary' | 'danger';
  /** While the answer is awaited, or the form is not complete. */
  disabled?: boolean;
  className?: string;
}) {
  return (
    <div className={cn('flex gap-3', className)}>
      <Button variant="secondary" block onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" variant={variant} block disabled={disabled}>
        {submitLabel}
      </Button>
    </div>
  );
}
