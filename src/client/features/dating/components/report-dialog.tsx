import { useState } from 'react';
import { REPORTS } from '../../../../shared/constants';
import {
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportReason,
} from '../../../../shared/schemas/dating';
import { Dialog } from '../../../components/ui/dialog';
import { FormDialogActions } from '../../../components/ui/form-dialog-actions';
import { Textarea } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';

/** Report with a reason and optional details; the parent sends it. */
export function ReportDialog({
  open,
  onOpenChange,
  name,
  pending,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  name: string;
  pending: boolean;
  onSubmit: (reason: ReportReason, details: string) => void;
}) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Report ${name}`}
      description="Tell us what is wrong. Reports are private: they will not know it was you."
      className="text-left"
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (reason) onSubmit(reason, details.trim());
        }}
      >
        <fieldset>
          <legend className="mb-2 text-sm font-bold text-ink-700">Reason</legend>
          <div className="flex flex-col gap-2">
            {REPORT_REASONS.map((r) => (
              <label
                key={r}
                className={cn(
                  'flex cursor-pointer items-center gap-3 rounded-2xl px-3 py-2.5 text-body font-semibold ring-1 transition',
                  reason === r
                    ? 'bg-brand-50 text-brand-700 ring-brand-300'
                    : 'bg-white text-ink-700 ring-ink-100',
                )}
              >
                <input
                  type="radio"
                  name="reason"
                  value={r}
                  checked={reason === r}
                  onChange={() => setReason(r)}
                  className="h-4 w-4 accent-brand-600"
                />
                {REPORT_REASON_LABELS[r]}
              </label>
            ))}
          </div>
        </fieldset>
        <label
          htmlFor="report-details"
          className="mb-1.5 mt-4 block text-sm font-bold text-ink-700"
        >
          Details (optional)
        </label>
        <Textarea
          id="report-details"
          value={details}
          maxLength={REPORTS.detailsMaxLength}
          onChange={(e) => setDetails(e.target.value)}
          placeholder="Anything that helps us understand"
        />
        <FormDialogActions
          className="mt-5"
          onCancel={() => onOpenChange(false)}
          submitLabel="Send Report"
          variant="danger"
          disabled={!reason || pending}
        />
      </form>
    </Dialog>
  );
}
