import { Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { DeleteAccountRequestSchema } from '../../../../shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormDialogActions } from '../../../components/ui/form-dialog-actions';
import { errorMessage } from '../../../lib/api-client';
import { useDialogFlag } from '../../../lib/dialog-entry';
import { clearPendingPet } from '../../../lib/pending-pet';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useDeleteAccount } from '../api/delete-account';
import { PasswordField } from './password-field';

/**
 * Delete Account and its dialog: the account goes for good once the password is typed again.
 * On success the browser forgets the session and the sign-in page shows, as after Logout.
 */
export function DeleteAccount() {
  const { user, forgetSession } = useSession();
  const dialog = useDialogFlag('delete-account');
  const remove = useDeleteAccount();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();

  // Nothing typed outlives the dialog, however it closed (Cancel, Back, Escape).
  if (!dialog.isOpen && (password || error)) {
    setPassword('');
    setError(undefined);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = DeleteAccountRequestSchema.safeParse({ password });
    if (!input.success) {
      setError(input.error.issues[0]?.message);
      return;
    }
    remove.mutate(input.data, {
      onSuccess: () => {
        // Nothing of the account stays on the device.
        clearPendingPet(user?.id);
        toast({
          title: 'Account Deleted',
          description: 'Your profile, pets, matches and messages are gone. Take care!',
        });
        // Off the dialog's entry, then signed out: the guard sends the page to /login, as Logout.
        dialog.close(forgetSession);
      },
      onError: (err) =>
        setError(errorMessage(err, 'Could not delete your account. Please try again.')),
    });
  }

  return (
    <>
      <p className="text-sm text-ink-700">
        Deleting your account removes your profile, photos, pets, coins, matches and messages for
        good. Your matches will no longer see you.
      </p>
      <Button variant="soft" block className="mt-3" onClick={dialog.open}>
        <Trash2 className="h-4.5 w-4.5" aria-hidden="true" />
        Delete Account
      </Button>
      <Dialog
        open={dialog.isOpen}
        onOpenChange={dialog.onOpenChange}
        title="Delete your account?"
        description="This cannot be undone. Type your password to confirm."
        className="text-left"
      >
        <form onSubmit={submit} noValidate>
          <PasswordField
            id="delete-account-password"
            label="Password"
            autoComplete="current-password"
            value={password}
            error={error}
            onChange={(value) => {
              setPassword(value);
              setError(undefined);
            }}
          />
          <FormDialogActions
            className="mt-5"
            onCancel={() => dialog.close()}
            submitLabel="Delete"
            variant="danger"
            disabled={remove.isPending}
          />
        </form>
      </Dialog>
    </>
  );
}
