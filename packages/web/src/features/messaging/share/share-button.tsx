import type { PostView } from '@rookery/core';
import { lazy, Suspense, useState } from 'react';
import { Icon } from '../../../ui/icons/icons';

// The popover, its search and the message box are a chunk of their own, fetched on the first click.
const SharePopover = lazy(() => import('./share-popover').then((m) => ({ default: m.SharePopover })));

/**
 * The post footer's Share: opens the share-by-message popover pinned below it (spec document 2 §2).
 * The footer shows it on published posts only: private posts have no share options.
 */
export function ShareButton({ post, className }: { post: PostView; className?: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <button
        type="button"
        className={className}
        aria-label="Share"
        title="Share"
        aria-haspopup="dialog"
        aria-expanded={!!anchor}
        onClick={(event) => {
          const button = event.currentTarget;
          setAnchor((open) => (open ? null : button));
        }}
      >
        <Icon size={20}>
          <path d="M21 3 10 14M21 3l-7 18-4-7-7-4z" />
        </Icon>
      </button>
      {anchor && (
        <Suspense fallback={null}>
          <SharePopover post={post} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
