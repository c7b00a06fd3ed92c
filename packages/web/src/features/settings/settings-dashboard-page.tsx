import { EDITOR_TYPES, type EditorType } from '@rookery/core';
import { Card } from '../../ui/layout/card';
import { RadioGroup } from '../../ui/radio-group/radio-group';
import { useSaveAccountSettings } from '../accounts/use-account-settings';
import { useSignedInUser } from '../accounts/use-session';
import { type SettingSwitch, SettingSwitches } from './setting-switches';
import { SettingsLayout } from './settings-layout';
import { useInstantSave } from './use-instant-save';

const EDITOR_LABELS: Record<EditorType, string> = { rich: 'Rich text', html: 'HTML', markdown: 'Markdown' };
const EDITOR_OPTIONS = EDITOR_TYPES.map((type) => ({ value: type, label: EDITOR_LABELS[type] }));

interface Preferences {
  is_sounds_enabled: boolean;
  default_editor_type: EditorType;
}

const SWITCHES: SettingSwitch<Preferences>[] = [
  {
    key: 'is_sounds_enabled',
    label: 'Sounds',
    description: 'Play sounds for new messages and notifications.',
  },
];

/**
 * /settings/dashboard (spec document 3 §2): how the dashboard behaves — its sounds (the conversation
 * menu's "Sound settings" opens this page) and the composer's editor. Saved as soon as they change.
 */
export function DashboardSettingsPage() {
  const user = useSignedInUser();
  const save = useSaveAccountSettings();
  const { shown, change } = useInstantSave<Preferences>(
    { is_sounds_enabled: user.is_sounds_enabled, default_editor_type: user.default_editor_type },
    save.mutateAsync,
    'Settings saved.',
  );

  return (
    <SettingsLayout title="Dashboard settings">
      <Card title="Messaging">
        <SettingSwitches switches={SWITCHES} values={shown} onChange={change} />
      </Card>
      <Card title="Posting">
        <RadioGroup
          look="setting"
          legend="Default post editor"
          name="default_editor_type"
          options={EDITOR_OPTIONS}
          value={shown.default_editor_type}
          onChange={(default_editor_type) => change({ default_editor_type })}
        />
      </Card>
    </SettingsLayout>
  );
}
