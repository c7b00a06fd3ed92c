import type { OwnBlogData } from '@rookery/core';
import { Card } from '../../ui/layout/card';
import { type SettingSwitch, SettingSwitches } from '../settings/setting-switches';
import { useInstantSave } from '../settings/use-instant-save';
import { type ShareSettings as ShareValues, useSaveShareSettings } from './use-save-blog-settings';

const SWITCHES: SettingSwitch<ShareValues>[] = [
  { key: 'twitter_send_posts', label: 'Share new posts to X (Twitter)' },
  { key: 'facebook_opengraph_send_posts', label: 'Share new posts to Facebook' },
];

/** The share switches save on their own, at once, apart from the rest of the form. */
export function ShareSettings({ blog }: { blog: OwnBlogData }) {
  const save = useSaveShareSettings(blog.name);
  // Both switches go in every save, as the spec's settings form sends them.
  const { shown, change, pending } = useInstantSave<ShareValues>(
    {
      twitter_send_posts: blog.twitter_send_posts,
      facebook_opengraph_send_posts: blog.facebook_opengraph_send_posts,
    },
    save.mutateAsync,
    'Sharing settings saved.',
  );

  return (
    <Card title="Sharing" description={<p>Changes here are saved right away.</p>}>
      <SettingSwitches switches={SWITCHES} values={shown} onChange={change} disabled={pending} />
    </Card>
  );
}
