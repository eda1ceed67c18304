import { Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { DeleteAccountRequestSchema } from '../../../../shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { Card, SectionTitle } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { useDialogFlag } from '../../../lib/dialog-entry';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { PasswordInput } from '../../auth/components/password-input';
import { useDeleteAccount } from '../api/delete-account';

const FIELD_ID = 'delete-account-password';

/**
 * The end of Edit Profile: deletes the account for good after the password is typed again.
 * On success the browser forgets the session and the sign-in page shows, as after Logout.
 */
export function DeleteAccount() {
  const { forgetSession } = useSession();
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
    <Card>
      <SectionTitle>Delete account</SectionTitle>
      <p className="text-sm text-ink-700">
        Deleting your account removes your profile, photos, pets, coins, matches and messages for
        good. Your matches will no longer see you.
      </p>
      <Button variant="soft" block className="mt-4" onClick={dialog.open}>
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
          <Field id={FIELD_ID} label="Password" error={error}>
            <PasswordInput
              id={FIELD_ID}
              name="password"
              autoComplete="current-password"
              value={password}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${FIELD_ID}-error` : undefined}
              onChange={(e) => {
                setPassword(e.target.value);
                setError(undefined);
              }}
            />
          </Field>
          <div className="mt-5 flex gap-3">
            <Button variant="secondary" block onClick={() => dialog.close()}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" block disabled={remove.isPending}>
              Delete
            </Button>
          </div>
        </form>
      </Dialog>
    </Card>
  );
}
