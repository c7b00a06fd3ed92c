import { type CurrentUser, EDITOR_TYPES, type EditorType } from '@rookery/core';
import { Card } from '../../ui/layout/card';
import { RadioGroup } from '../../ui/radio-group/radio-group';
import { type SettingSwitch, SettingSwitches } from '../settings/setting-switches';
import { useInstantSave } from '../settings/use-instant-save';
import { useSaveAccountSettings } from './use-account-settings';

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

/** Preferences save as soon as they change. */
export function AccountPreferences({ user }: { user: CurrentUser }) {
  const save = useSaveAccountSettings();
  const { shown, change } = useInstantSave<Preferences>(
    { is_sounds_enabled: user.is_sounds_enabled, default_editor_type: user.default_editor_type },
    save.mutateAsync,
    'Settings saved.',
  );

  return (
    <Card title="Preferences">
      <SettingSwitches switches={SWITCHES} values={shown} onChange={change} />
      <RadioGroup
        look="setting"
        legend="Default post editor"
        name="default_editor_type"
        options={EDITOR_OPTIONS}
        value={shown.default_editor_type}
        onChange={(default_editor_type) => change({ default_editor_type })}
      />
    </Card>
  );
}
