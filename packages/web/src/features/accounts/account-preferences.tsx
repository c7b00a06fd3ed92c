import { type CurrentUser, EDITOR_TYPES, type EditorType } from '@rookery/core';
import { useOptimistic, useTransition } from 'react';
import { errorMessage } from '../../api';
import { Card } from '../../ui/layout/card';
import { Switch } from '../../ui/switch/switch';
import { showToast } from '../../ui/toast/toast-store';
import styles from './account-settings.module.css';
import { useSaveAccountSettings } from './use-account-settings';

const EDITOR_LABELS: Record<EditorType, string> = { rich: 'Rich text', html: 'HTML', markdown: 'Markdown' };

interface Preferences {
  is_sounds_enabled: boolean;
  default_editor_type: EditorType;
}

/** Preferences save as soon as they change; the control shows the new value at once and reverts if the save fails. */
export function AccountPreferences({ user }: { user: CurrentUser }) {
  const save = useSaveAccountSettings();
  const [, startTransition] = useTransition();
  const saved: Preferences = {
    is_sounds_enabled: user.is_sounds_enabled,
    default_editor_type: user.default_editor_type,
  };
  const [shown, showOptimistic] = useOptimistic(saved, (current, patch: Partial<Preferences>) => ({
    ...current,
    ...patch,
  }));

  const change = (patch: Partial<Preferences>) =>
    startTransition(async () => {
      showOptimistic(patch);
      try {
        await save.mutateAsync(patch);
        showToast('Settings saved.');
      } catch (error) {
        showToast(errorMessage(error), 'error');
      }
    });

  return (
    <Card title="Preferences">
      <Switch
        label="Sounds"
        description="Play sounds for new messages and notifications."
        checked={shown.is_sounds_enabled}
        onChange={(checked) => change({ is_sounds_enabled: checked })}
      />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Default post editor</legend>
        <div className={styles.choices}>
          {EDITOR_TYPES.map((type) => (
            <label key={type} className={styles.choice}>
              <input
                type="radio"
                name="default_editor_type"
                value={type}
                checked={shown.default_editor_type === type}
                onChange={() => change({ default_editor_type: type })}
              />
              {EDITOR_LABELS[type]}
            </label>
          ))}
        </div>
      </fieldset>
    </Card>
  );
}
