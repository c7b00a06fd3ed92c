import { SettingsLayout } from '../settings/settings-layout';
import { ChangePasswordForm } from './change-password-form';

/** /settings/password (spec document 3 §2): changing the password ends the account's other sessions. */
export function PasswordSettingsPage() {
  return (
    <SettingsLayout title="Password">
      <ChangePasswordForm />
    </SettingsLayout>
  );
}
