import { useNavigate } from 'react-router';
import { errorMessage } from '../../api';
import { showToast } from '../../ui/toast/toast-store';
import { useCurrentUser } from '../accounts/use-session';
import { followPath } from './follow-path';
import styles from './row-follow-button.module.css';
import { useFollowChange } from './use-follow';

/**
 * Follow in one click from a row of a list of blogs (suggestions, search results): optimistic, as
 * everywhere (spec document 1 §4: the row says "Following" at once and goes back, with the reason,
 * if the call fails). A visitor goes to the follow page. `source` names the list in the follow call.
 */
export function RowFollowButton({
  blog,
  source,
}: {
  blog: { name: string; following: boolean };
  source: string;
}) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const { change } = useFollowChange();
  const onFollow = () => {
    if (!user) {
      navigate(followPath(blog.name));
      return;
    }
    change(blog, true, {
      source,
      onError: (error) => showToast(`Could not follow ${blog.name}. ${errorMessage(error)}`, 'error'),
    });
  };
  return (
    <button
      type="button"
      className={blog.following ? styles.following : styles.follow}
      aria-disabled={blog.following}
      onClick={() => !blog.following && onFollow()}
    >
      {blog.following ? 'Following' : 'Follow'}
      <span className="visually-hidden"> {blog.name}</span>
    </button>
  );
}
