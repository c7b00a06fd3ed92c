import { Card } from '../../ui/layout/card';
import { type SettingSwitch, SettingSwitches } from '../settings/setting-switches';
import type { BlogSettingsValues } from './settings-values';

const SWITCHES: SettingSwitch<BlogSettingsValues>[] = [
  { key: 'can_receive_messages', label: 'Let other blogs message this blog' },
  {
    key: 'messages_from_followed_only',
    label: 'Only from blogs this blog follows',
    requires: 'can_receive_messages',
  },
];

interface MessagingSettingsProps {
  values: BlogSettingsValues;
  onChange: (patch: Partial<BlogSettingsValues>) => void;
}

export function MessagingSettings({ values, onChange }: MessagingSettingsProps) {
  return (
    <Card title="Messaging">
      <SettingSwitches switches={SWITCHES} values={values} onChange={onChange} />
    </Card>
  );
}

const CONTENT_SWITCHES: SettingSwitch<BlogSettingsValues>[] = [
  {
    key: 'is_adult',
    label: 'This blog is for adults',
    description:
      'Its posts count as sensitive: readers in safe mode see a notice first, and its avatar is pixelated for them.',
  },
  {
    key: 'blog_ads',
    label: "Show this site's ads on the blog",
    description:
      'Sponsored posts from the site appear among its posts and beside them, when the site runs any.',
  },
];

/** Issue 19: the owner marks the blog adult (a moderator may too); issue 20: the site's ads on its pages. */
export function ContentSettings({ values, onChange }: MessagingSettingsProps) {
  return (
    <Card title="Content">
      <SettingSwitches switches={CONTENT_SWITCHES} values={values} onChange={onChange} />
    </Card>
  );
}
