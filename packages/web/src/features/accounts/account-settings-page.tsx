import { SettingsLayout } from '../settings/settings-layout';
import { AccountPreferences } from './account-preferences';
import { ChangePasswordForm } from './change-password-form';
import { EmailSettings } from './email-settings';
import { useSignedInUser } from './use-session';

export function AccountSettingsPage() {
  const user = useSignedInUser();
  return (
    <SettingsLayout title="Account settings">
      <EmailSettings user={user} />
      <AccountPreferences user={user} />
      <ChangePasswordForm />
    </SettingsLayout>
  );
}
