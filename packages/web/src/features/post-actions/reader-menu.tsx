import type { PostView } from '@rookery/core';
import { errorMessage } from '../../api';
import { showToast } from '../../ui/toast/toast-store';
import { currentChannel, useCurrentUser } from '../accounts/use-session';
import { confirmBlockBlog } from '../blocks/confirm-block';
import { useBlock } from '../blocks/use-block';
import { openReportDialog } from '../reports/report-request';
import styles from './menu.module.css';
import { BlockIcon, FlagIcon } from './menu-icons';

/** The menu of someone else's post: report it (with its blog, which may be blocked in the same step), or block its blog. */
export function ReaderMenu({ post, onDone }: { post: PostView; onDone: () => void }) {
  const user = useCurrentUser();
  const block = useBlock();
  const current = user ? currentChannel(user)?.name : undefined;

  const onBlock = async () => {
    onDone();
    if (!current || !(await confirmBlockBlog(post.blog_name, current))) return;
    block.mutate(
      { tumblelog: current, blocked_post: post.id, block_context: 'post' },
      {
        onSuccess: () => showToast(`${post.blog_name} is blocked from ${current}.`),
        onError: (error) => showToast(errorMessage(error), 'error'),
      },
    );
  };

  return (
    <div className={styles.menu}>
      <button
        type="button"
        className={styles.item}
        onClick={() => {
          onDone();
          openReportDialog({ type: 'post', id: post.id, blogName: post.blog_name, canBlock: !!current });
        }}
      >
        <FlagIcon />
        Report
      </button>
      {current && (
        <button type="button" className={`${styles.item} ${styles.danger}`} onClick={() => void onBlock()}>
          <BlockIcon />
          Block {post.blog_name}
        </button>
      )}
    </div>
  );
}
