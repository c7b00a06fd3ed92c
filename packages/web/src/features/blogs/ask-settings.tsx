import { BLOG_TITLE_MAX_LENGTH } from '@rookery/core';
import { Card } from '../../ui/layout/card';
import { TextField } from '../../ui/text-field/text-field';
import { type SettingSwitch, SettingSwitches } from '../settings/setting-switches';
import type { BlogSettingsValues } from './settings-values';

const ASK_SWITCHES: SettingSwitch<BlogSettingsValues>[] = [
  { key: 'asks', label: 'Let people ask questions' },
  { key: 'anonymous_asks', label: 'Allow anonymous questions', requires: 'asks' },
];

const SUBMISSION_SWITCHES: SettingSwitch<BlogSettingsValues>[] = [
  { key: 'submissions', label: 'Let people submit posts' },
];

interface AskSettingsProps {
  values: BlogSettingsValues;
  onChange: (patch: Partial<BlogSettingsValues>) => void;
  error: string | null;
}

export function AskSettings({ values, onChange, error }: AskSettingsProps) {
  return (
    <Card title="Asks and submissions">
      <SettingSwitches switches={ASK_SWITCHES} values={values} onChange={onChange} />
      {values.asks && (
        <TextField
          label="Ask page title"
          value={values.ask_page_title}
          maxLength={BLOG_TITLE_MAX_LENGTH}
          onChange={(event) => onChange({ ask_page_title: event.target.value })}
          error={error}
        />
      )}
      <SettingSwitches switches={SUBMISSION_SWITCHES} values={values} onChange={onChange} />
    </Card>
  );
}
