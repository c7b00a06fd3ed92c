import type { OwnBlogData } from '@rookery/core';
import { useOptimistic, useTransition } from 'react';
import { errorMessage } from '../../api';
import { Card } from '../../ui/layout/card';
import { Switch } from '../../ui/switch/switch';
import { showToast } from '../../ui/toast/toast-store';
import { type ShareSettings as ShareValues, useSaveShareSettings } from './use-save-blog-settings';

/** The share switches save on their own, at once, apart from the rest of the form; a failed save reverts. */
export function ShareSettings({ blog }: { blog: OwnBlogData }) {
  const save = useSaveShareSettings(blog.name);
  const [pending, startTransition] = useTransition();
  const saved: ShareValues = {
    twitter_send_posts: blog.twitter_send_posts,
    facebook_opengraph_send_posts: blog.facebook_opengraph_send_posts,
  };
  const [shown, showOptimistic] = useOptimistic(saved, (current, patch: Partial<ShareValues>) => ({
    ...current,
    ...patch,
  }));

  const change = (patch: Partial<ShareValues>) =>
    startTransition(async () => {
      showOptimistic(patch);
      try {
        await save.mutateAsync({ ...shown, ...patch });
        showToast('Sharing settings saved.');
      } catch (error) {
        showToast(errorMessage(error), 'error');
      }
    });

  return (
    <Card title="Sharing" description={<p>Changes here are saved right away.</p>}>
      <Switch
        label="Share new posts to X (Twitter)"
        checked={shown.twitter_send_posts}
        disabled={pending}
        onChange={(twitter_send_posts) => change({ twitter_send_posts })}
      />
      <Switch
        label="Share new posts to Facebook"
        checked={shown.facebook_opengraph_send_posts}
        disabled={pending}
        onChange={(facebook_opengraph_send_posts) => change({ facebook_opengraph_send_posts })}
      />
    </Card>
  );
}
