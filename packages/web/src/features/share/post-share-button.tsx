import type { PostView } from '@rookery/core';
import { lazy, Suspense, useState } from 'react';
import { Icon } from '../../ui/icons/icons';

// Neither popover is part of the first paint: each is a chunk of its own, fetched on the first click.
const PostSharePopover = lazy(() =>
  import('./post-share-popover').then((m) => ({ default: m.PostSharePopover })),
);
const MessageSharePopover = lazy(() =>
  import('../messaging/share/share-popover').then((m) => ({ default: m.SharePopover })),
);

type Open = { popover: 'share' | 'message'; anchor: HTMLElement } | null;

/**
 * The post footer's Share (spec document 2 §2): opens the post share popover below it; its 'Send as
 * a message' swaps in the share-by-message popover on the same button. The footer shows Share on
 * published posts only: private posts have no share options.
 */
export function PostShareButton({ post, className }: { post: PostView; className?: string }) {
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  return (
    <>
      <button
        type="button"
        className={className}
        aria-label="Share"
        title="Share"
        aria-haspopup="dialog"
        aria-expanded={!!open}
        onClick={(event) => {
          const anchor = event.currentTarget;
          setOpen((current) => (current ? null : { popover: 'share', anchor }));
        }}
      >
        <Icon size={20}>
          <path d="M21 3 10 14M21 3l-7 18-4-7-7-4z" />
        </Icon>
      </button>
      {open && (
        <Suspense fallback={null}>
          {open.popover === 'share' ? (
            <PostSharePopover
              post={post}
              anchor={open.anchor}
              onClose={close}
              onMessage={() => setOpen({ popover: 'message', anchor: open.anchor })}
            />
          ) : (
            <MessageSharePopover post={post} anchor={open.anchor} onClose={close} />
          )}
        </Suspense>
      )}
    </>
  );
}
