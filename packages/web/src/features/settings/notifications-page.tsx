import { Card } from '../../ui/layout/card';
import { useSaveAccountSettings } from '../accounts/use-account-settings';
import { useSignedInUser } from '../accounts/use-session';
import { BrowserPermission } from './browser-permission';
import { type SettingSwitch, SettingSwitches } from './setting-switches';
import { SettingsLayout } from './settings-layout';
import { useInstantSave } from './use-instant-save';

interface Notifications {
  desktop_notifications: boolean;
}

const SWITCHES: SettingSwitch<Notifications>[] = [
  {
    key: 'desktop_notifications',
    label: 'New messages',
    description: 'Show a desktop notification when a message arrives while this page is in the background.',
  },
];

/** /settings/notifications (spec document 3 §2): which notifications the user wants. Saved as they change. */
export function NotificationsPage() {
  const user = useSignedInUser();
  const save = useSaveAccountSettings();
  const { shown, change } = useInstantSave<Notifications>(
    { desktop_notifications: user.desktop_notifications },
    save.mutateAsync,
    'Settings saved.',
  );

  return (
    <SettingsLayout title="Notifications">
      <Card title="Desktop notifications">
        <SettingSwitches switches={SWITCHES} values={shown} onChange={change} />
        {shown.desktop_notifications && <BrowserPermission />}
      </Card>
    </SettingsLayout>
  );
}
