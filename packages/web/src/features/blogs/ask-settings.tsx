import { BLOG_TITLE_MAX_LENGTH } from '@rookery/core';
import { Card } from '../../ui/layout/card';
import { Switch } from '../../ui/switch/switch';
import { TextField } from '../../ui/text-field/text-field';
import type { BlogSettingsValues } from './settings-values';

interface AskSettingsProps {
  values: BlogSettingsValues;
  onChange: (patch: Partial<BlogSettingsValues>) => void;
  error: string | null;
}

export function AskSettings({ values, onChange, error }: AskSettingsProps) {
  return (
    <Card title="Asks and submissions">
      <Switch
        label="Let people ask questions"
        checked={values.asks}
        onChange={(asks) => onChange({ asks })}
      />
      <Switch
        label="Allow anonymous questions"
        checked={values.anonymous_asks}
        disabled={!values.asks}
        onChange={(anonymous_asks) => onChange({ anonymous_asks })}
      />
      {values.asks && (
        <TextField
          label="Ask page title"
          value={values.ask_page_title}
          maxLength={BLOG_TITLE_MAX_LENGTH}
          onChange={(event) => onChange({ ask_page_title: event.target.value })}
          error={error}
        />
      )}
      <Switch
        label="Let people submit posts"
        checked={values.submissions}
        onChange={(submissions) => onChange({ submissions })}
      />
    </Card>
  );
}
