import { Card, SectionTitle } from '../../../components/ui/card';
import { ChangePassword } from './change-password';
import { DeleteAccount } from './delete-account';

/** The end of Edit Profile: the account itself (its password, and deleting it). */
export function AccountCard() {
  return (
    <Card>
      <SectionTitle>Account</SectionTitle>
      <ChangePassword />
      <div className="mt-4 border-t border-ink-100 pt-4">
        <DeleteAccount />
      </div>
    </Card>
  );
}
