import { useNavigate } from 'react-router';
import type { ReportReason } from '../../../../shared/schemas/dating';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { useDialogFlag } from '../../../lib/dialog-entry';
import { toast } from '../../../lib/toast';
import { useBlockUser } from '../api/block-user';
import { useReportUser } from '../api/report-user';
import { ReportDialog } from '../components/report-dialog';

/**
 * Report and Block for another person, with their dialogs: on the person's profile and in the
 * chat. Both dialogs are history entries, so the phone's Back closes them and stays on the page.
 * A block ends everything between the two, so the page is replaced by `afterBlock`.
 */
export function useSafetyActions({
  userId,
  name,
  afterBlock,
}: {
  userId: string;
  name: string;
  afterBlock: string;
}) {
  const navigate = useNavigate();
  const block = useBlockUser();
  const report = useReportUser();
  const blockDialog = useDialogFlag('block');
  const reportDialog = useDialogFlag('report');

  function doBlock() {
    block.mutate(userId, {
      onSuccess: () => {
        toast({
          title: 'User Blocked',
          description: `You won't see ${name} again, and they won't see you.`,
        });
        // Off the dialog's entry first, then the page (gone for good) is replaced.
        blockDialog.close(() => void navigate(afterBlock, { replace: true }));
      },
      onError: (error) => {
        blockDialog.close();
        toast({
          title: 'Block Failed',
          description: errorMessage(error, 'Could not block this user. Please try again.'),
          variant: 'destructive',
        });
      },
    });
  }

  function doReport(reason: ReportReason, details: string) {
    report.mutate(
      { userId, reason, ...(details ? { details } : {}) },
      {
        onSuccess: () => {
          reportDialog.close();
          toast({
            title: 'Report Sent',
            description: 'Thank you. Our team will review this profile.',
          });
        },
        onError: (error) =>
          toast({
            title: 'Report Failed',
            description: errorMessage(error, 'Could not send the report. Please try again.'),
            variant: 'destructive',
          }),
      },
    );
  }

  const dialogs = (
    <>
      <ConfirmDialog
        open={blockDialog.isOpen}
        onOpenChange={blockDialog.onOpenChange}
        title={`Block ${name}?`}
        description="You won't see each other anywhere in Petmatch again, and any match and conversation between you ends."
        confirmLabel="Block"
        onConfirm={doBlock}
        pending={block.isPending}
      />
      <ReportDialog
        open={reportDialog.isOpen}
        onOpenChange={reportDialog.onOpenChange}
        name={name}
        pending={report.isPending}
        onSubmit={doReport}
      />
    </>
  );
  return { openReport: reportDialog.open, openBlock: blockDialog.open, dialogs };
}
