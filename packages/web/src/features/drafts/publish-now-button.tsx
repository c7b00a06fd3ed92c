import { Button } from '../../ui/button/button';
import type { usePublishNow } from './use-publish-now';

interface PublishNowButtonProps {
  postId: string;
  publish: ReturnType<typeof usePublishNow>;
}

/** The neighbour's "Publish now", to hold the keyboard's place once this post has left the list. */
function neighbourButton(button: HTMLElement): HTMLElement | null {
  const item = button.closest('li[data-post-id]');
  const next = item?.nextElementSibling?.querySelector<HTMLElement>('[data-publish-now]');
  return next ?? item?.previousElementSibling?.querySelector<HTMLElement>('[data-publish-now]') ?? null;
}

/** Sends one post out now; only that post's button waits while its call runs. */
export function PublishNowButton({ postId, publish }: PublishNowButtonProps) {
  const busy = publish.isPending && publish.variables?.postId === postId;
  return (
    <Button
      variant="primary"
      data-publish-now
      aria-disabled={busy}
      onClick={(event) => {
        if (busy) return;
        publish.mutate({ postId, focusAfter: neighbourButton(event.currentTarget) });
      }}
    >
      {busy ? 'Publishing...' : 'Publish now'}
    </Button>
  );
}
