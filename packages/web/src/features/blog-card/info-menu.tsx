import type { BlogCard } from '@rookery/core';
import { errorMessage } from '../../api';
import { showToast } from '../../ui/toast/toast-store';
import { confirmBlockBlog } from '../blocks/confirm-block';
import { useBlock, useUnblock } from '../blocks/use-block';
import { openReportDialog } from '../reports/report-request';
import styles from './blog-card.module.css';
import { MoreIcon } from './card-icons';
import { CardMenu } from './card-menu';
import { useBlogSubscription } from './use-blog-subscription';

/**
 * The card's info popover: subscribe to new posts (while following), report the blog, and block
 * or unblock it from the current blog. Only for someone else's blog, signed in.
 */
export function InfoMenu({ card }: { card: BlogCard }) {
  const subscription = useBlogSubscription();
  const block = useBlock();
  const unblock = useUnblock();
  const current = card.current_blog;
  if (card.is_own || !current) return null;
  const failed = (error: Error) => showToast(errorMessage(error), 'error');

  const onBlock = async () => {
    if (!(await confirmBlockBlog(card.name, current))) return;
    block.mutate(
      { tumblelog: current, blocked_tumblelog: card.name, block_context: 'blog_card' },
      { onSuccess: () => showToast(`${card.name} is blocked from ${current}.`), onError: failed },
    );
  };
  const onUnblock = () =>
    unblock.mutate(
      { tumblelog: current, blocked_tumblelog: card.name },
      { onSuccess: () => showToast(`${card.name} is no longer blocked.`), onError: failed },
    );

  return (
    <CardMenu label={`More about ${card.name}`} icon={<MoreIcon />}>
      {(close) => (
        <>
          {card.can_subscribe && (
            <li>
              <button
                type="button"
                className={styles.menuItem}
                disabled={subscription.isPending}
                onClick={() => {
                  close();
                  subscription.mutate(
                    { name: card.name, subscribe: !card.is_subscribed },
                    { onError: failed },
                  );
                }}
              >
                {card.is_subscribed ? 'Unsubscribe from new posts' : 'Subscribe to new posts'}
              </button>
            </li>
          )}
          <li>
            <button
              type="button"
              className={styles.menuItem}
              onClick={() => {
                close();
                openReportDialog({
                  type: 'blog',
                  id: card.name,
                  blogName: card.name,
                  canBlock: !card.is_blocking,
                });
              }}
            >
              Report
            </button>
          </li>
          <li>
            <button
              type="button"
              className={`${styles.menuItem} ${card.is_blocking ? '' : styles.danger}`}
              onClick={() => {
                close();
                void (card.is_blocking ? onUnblock() : onBlock());
              }}
            >
              {card.is_blocking ? 'Unblock' : 'Block'}
            </button>
          </li>
        </>
      )}
    </CardMenu>
  );
}
