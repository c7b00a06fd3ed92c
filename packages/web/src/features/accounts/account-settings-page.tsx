import { DeleteSection } from '../account-deletion/delete-section';
import { ExportSection } from '../account-export/export-section';
import { TrackingSetting } from '../logging/tracking-setting';
import { SafeModeSetting } from '../safety/safe-mode-setting';
import { useSafeMode } from '../safety/use-safe-mode';
import { SettingsLayout } from '../settings/settings-layout';
import { ThemeSetting } from '../settings/theme-setting';
import { EmailSettings } from './email-settings';
import { SecurityLinks } from './security-links';
import { useSignedInUser } from './use-session';

export function AccountSettingsPage() {
  const user = useSignedInUser();
  const { canChange } = useSafeMode();
  return (
    <SettingsLayout title="Account settings">
      <EmailSettings user={user} />
      <ThemeSetting theme={user.theme} />
      {canChange && <SafeModeSetting on={user.safe_mode} />}
      <TrackingSetting optedOut={user.tracking_opt_out} />
      <SecurityLinks />
      <ExportSection />
      <DeleteSection user={user} />
    </SettingsLayout>
  );
}
