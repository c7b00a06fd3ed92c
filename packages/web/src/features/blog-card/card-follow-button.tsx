import {
  type BlogCard,
  UNFOLLOW_CONFIRM_CANCEL,
  UNFOLLOW_CONFIRM_OK,
  unfollowConfirmation,
} from '@rookery/core';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../api';
import { confirm } from '../../ui/dialogs/dialogs';
import { showToast } from '../../ui/toast/toast-store';
import { useCurrentUser } from '../accounts/use-session';
import { followPath } from '../follow/follow-path';
import { useFollowChange } from '../follow/use-follow';
import styles from './blog-card.module.css';

/**
 * Follow or unfollow on the card (spec document 2 §4): one of the two shows, by the state. A
 * visitor goes to /follow/{blog} in the same window; unfollowing asks first (unless turned off).
 * Not on the viewer's own blogs, nor on a blog the current blog blocks.
 */
export function CardFollowButton({
  card,
  confirmUnfollow = true,
}: {
  card: BlogCard;
  confirmUnfollow?: boolean;
}) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const { change } = useFollowChange();
  if (card.is_own || card.is_blocking) return null;

  const failed = (error: Error) =>
    showToast(
      `Could not ${card.following ? 'unfollow' : 'follow'} ${card.name}. ${errorMessage(error)}`,
      'error',
    );

  const onClick = async () => {
    if (!user) {
      navigate(followPath(card.name));
      return;
    }
    if (!card.following) {
      change(card, true, { source: 'blog_card', onError: failed });
      return;
    }
    const sure =
      !confirmUnfollow ||
      (await confirm({
        message: unfollowConfirmation(card.name),
        okLabel: UNFOLLOW_CONFIRM_OK,
        cancelLabel: UNFOLLOW_CONFIRM_CANCEL,
      }));
    if (sure) change(card, false, { source: 'blog_card', onError: failed });
  };

  return (
    <button
      type="button"
      className={card.following ? styles.unfollow : styles.follow}
      onClick={() => void onClick()}
    >
      {card.following ? 'Unfollow' : 'Follow'}
    </button>
  );
}
