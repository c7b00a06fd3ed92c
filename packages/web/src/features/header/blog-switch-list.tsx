import type { CurrentUser } from '@rookery/core';
import { Link } from 'react-router';
import { errorMessage } from '../../api';
import { Avatar } from '../../ui/avatar/avatar';
import { CheckIcon, SettingsIcon } from '../../ui/icons/icons';
import { showToast } from '../../ui/toast/toast-store';
import { useSwitchBlog } from '../accounts/use-current-blog';
import { currentChannel } from '../accounts/use-session';
import styles from './account-menu.module.css';

interface BlogSwitchListProps {
  user: CurrentUser;
  onDone: () => void;
}

/** Each of the user's blogs: choose it to act as it, or go to its settings. */
export function BlogSwitchList({ user, onDone }: BlogSwitchListProps) {
  const switchBlog = useSwitchBlog();
  const current = currentChannel(user);

  const choose = (name: string) => {
    if (name === current?.name) {
      onDone();
      return;
    }
    switchBlog.mutate(name, {
      onSuccess: () => {
        showToast(`You are now acting as ${name}.`);
        onDone();
      },
      onError: (error) => showToast(errorMessage(error), 'error'),
    });
  };

  return (
    <ul className={styles.blogs}>
      {user.channels.map((blog) => {
        const isCurrent = blog.name === current?.name;
        return (
          <li key={blog.name} className={styles.blogRow}>
            <button
              type="button"
              className={styles.blogButton}
              aria-current={isCurrent ? 'true' : undefined}
              disabled={switchBlog.isPending}
              onClick={() => choose(blog.name)}
            >
              <Avatar blogName={blog.name} size={40} shape={blog.global_theme_params.avatar_shape} alt="" />
              <span className={styles.blogText}>
                <span className={styles.blogName}>{blog.name}</span>
                <span className={styles.blogTitle}>{blog.title || blog.name}</span>
              </span>
              {isCurrent && (
                <span className={styles.currentMark}>
                  <CheckIcon />
                  <span className="visually-hidden">(current blog)</span>
                </span>
              )}
            </button>
            <Link
              to={`/settings/blog/${encodeURIComponent(blog.name)}`}
              className={styles.blogSettings}
              aria-label={`Blog settings for ${blog.name}`}
              title="Blog settings"
              onClick={onDone}
            >
              <SettingsIcon />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
