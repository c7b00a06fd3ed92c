import { Card } from '../../ui/layout/card';
import { Switch } from '../../ui/switch/switch';
import type { BlogSettingsValues } from './settings-values';

interface MessagingSettingsProps {
  values: BlogSettingsValues;
  onChange: (patch: Partial<BlogSettingsValues>) => void;
}

export function MessagingSettings({ values, onChange }: MessagingSettingsProps) {
  return (
    <Card title="Messaging">
      <Switch
        label="Let other blogs message this blog"
        checked={values.can_receive_messages}
        onChange={(can_receive_messages) => onChange({ can_receive_messages })}
      />
      <Switch
        label="Only from blogs this blog follows"
        checked={values.messages_from_followed_only}
        disabled={!values.can_receive_messages}
        onChange={(messages_from_followed_only) => onChange({ messages_from_followed_only })}
      />
    </Card>
  );
}
