import { THEMES, type Theme } from '@rookery/core';
import { Card } from '../../ui/layout/card';
import { RadioGroup } from '../../ui/radio-group/radio-group';
import { useSaveAccountSettings } from '../accounts/use-account-settings';
import { useInstantSave } from './use-instant-save';

const THEME_LABELS: Record<Theme, string> = { system: 'System', light: 'Light', dark: 'Dark' };
const THEME_OPTIONS = THEMES.map((theme) => ({ value: theme, label: THEME_LABELS[theme] }));

/**
 * The app's colour theme, saved with the account as soon as it changes; main.tsx wears the saved
 * choice from the session, so the page repaints once the save is through.
 */
export function ThemeSetting({ theme }: { theme: Theme }) {
  const save = useSaveAccountSettings();
  const { shown, change } = useInstantSave({ theme }, save.mutateAsync, 'Theme saved.');
  return (
    <Card title="Appearance">
      <RadioGroup
        look="setting"
        legend="Theme"
        name="theme"
        options={THEME_OPTIONS}
        value={shown.theme}
        onChange={(next) => change({ theme: next })}
      />
    </Card>
  );
}
