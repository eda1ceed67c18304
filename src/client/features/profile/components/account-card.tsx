import { Card, SectionTitle } from '../../../components/ui/card';
import { ChangePassword } from './change-password';
import { DeleteAccount } from './delete-account';
import { DownloadMyData } from './download-my-data';

/** The end of Edit Profile: the account itself (its password, its data, deleting it). */
export function AccountCard() {
  return (
    <Card>
      <SectionTitle>Account</SectionTitle>
      <div className="flex flex-col gap-3">
        <ChangePassword />
        <DownloadMyData />
      </div>
      <div className="mt-4 border-t border-ink-100 pt-4">
        <DeleteAccount />
      </div>
    </Card>
  );
}
