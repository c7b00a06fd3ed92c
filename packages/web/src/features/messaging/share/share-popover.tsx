import type { PostView } from '@rookery/core';
import { Popover } from '../../../ui/popover/popover';
import { useCurrentUser } from '../../accounts/use-session';
import { moveFocusWithArrows } from '../recipients/arrow-focus';
import { ExternalShare } from './external-share';
import styles from './share.module.css';
import { ShareByMessage } from './share-by-message';

interface SharePopoverProps {
  post: PostView;
  anchor: HTMLElement;
  onClose: () => void;
}

/**
 * The share-post-by-message popover (spec document 2 §2, §4), pinned below the post's Share button:
 * for a signed-in reader the 'Message to...' search, the recipients and the message box; for
 * everyone the external row. Escape or a click outside closes it.
 */
export function SharePopover({ post, anchor, onClose }: SharePopoverProps) {
  const user = useCurrentUser();
  return (
    <Popover
      anchor={anchor}
      onClose={onClose}
      label="Share this post"
      placement="bottom"
      className={styles.popover}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys move focus through the popover's items */}
      <div className={styles.panel} onKeyDown={moveFocusWithArrows}>
        {user ? (
          <ShareByMessage user={user} post={post} onClose={onClose} />
        ) : (
          <ExternalShare post={post} onClose={onClose} />
        )}
      </div>
    </Popover>
  );
}
