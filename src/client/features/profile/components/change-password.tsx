import { KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { ACCOUNT } from '../../../../shared/constants';
import { ChangePasswordRequestSchema } from '../../../../shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormDialogActions } from '../../../components/ui/form-dialog-actions';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useDialogFlag } from '../../../lib/dialog-entry';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useChangePassword } from '../api/change-password';
import { PasswordField } from './password-field';

type Errors = { currentPassword?: string; newPassword?: string };

function signedOutText(n: number): string {
  if (n === 0) return 'Use it the next time you sign in.';
  return n === 1 ? 'Your other device was signed out.' : `Your ${n} other devices were signed out.`;
}

/** Change Password and its dialog: the current password, then the new one (sign-up rules). */
export function ChangePassword() {
  const { user } = useSession();
  const dialog = useDialogFlag('change-password');
  const change = useChangePassword();
  const [values, setValues] = useState({ currentPassword: '', newPassword: '' });
  const [errors, setErrors] = useState<Errors>({});

  // Nothing typed outlives the dialog, however it closed (Cancel, Back, Escape).
  if (
    !dialog.isOpen &&
    (values.currentPassword || values.newPassword || errors.currentPassword || errors.newPassword)
  ) {
    setValues({ currentPassword: '', newPassword: '' });
    setErrors({});
  }

  const edit = (field: keyof Errors) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = ChangePasswordRequestSchema.safeParse(values);
    if (!input.success) {
      const found: Errors = {};
      for (const issue of input.error.issues) {
        const field = issue.path[0] === 'newPassword' ? 'newPassword' : 'currentPassword';
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    change.mutate(input.data, {
      onSuccess: ({ signedOut }) => {
        dialog.close();
        toast({ title: 'Password Changed', description: signedOutText(signedOut) });
      },
      onError: (err) => {
        const message = errorMessage(err, 'Could not change your password. Please try again.');
        // A wrong current password (403) or too many of them (429) is about the first box.
        const aboutCurrent = err instanceof ApiError && (err.status === 403 || err.status === 429);
        setErrors(aboutCurrent ? { currentPassword: message } : { newPassword: message });
      },
    });
  }

  return (
    <>
      <Button variant="secondary" block onClick={dialog.open}>
        <KeyRound className="h-4.5 w-4.5 text-grape-600" aria-hidden="true" />
        Change Password
      </Button>
      <Dialog
        open={dialog.isOpen}
        onOpenChange={dialog.onOpenChange}
        title="Change your password"
        description="Your other devices will be signed out."
        className="text-left"
      >
        <form onSubmit={submit} noValidate className="space-y-4">
          {/* For password managers: which account the new password belongs to. */}
          <input
            type="text"
            name="username"
            autoComplete="username"
            value={user?.email ?? ''}
            readOnly
            hidden
          />
          <PasswordField
            id="current-password"
            label="Current Password"
            autoComplete="current-password"
            value={values.currentPassword}
            error={errors.currentPassword}
            onChange={edit('currentPassword')}
          />
          <PasswordField
            id="new-password"
            label="New Password"
            autoComplete="new-password"
            hint={`At least ${ACCOUNT.passwordMinLength} characters.`}
            value={values.newPassword}
            error={errors.newPassword}
            onChange={edit('newPassword')}
          />
          <FormDialogActions
            className="pt-1"
            onCancel={() => dialog.close()}
            submitLabel="Save"
            disabled={change.isPending}
          />
        </form>
      </Dialog>
    </>
  );
}
