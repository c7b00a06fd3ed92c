import type { BlogData } from '@rookery/core';
import { Link } from 'react-router';
import { Avatar } from '../../ui/avatar/avatar';
import { Button } from '../../ui/button/button';
import styles from './following-page.module.css';

interface FollowingRowProps {
  blog: BlogData;
  onUnfollow: (name: string) => void;
}

/** One followed blog: its avatar in its theme's shape, its name and title, and Unfollow. */
export function FollowingRow({ blog, onUnfollow }: FollowingRowProps) {
  const path = `/${encodeURIComponent(blog.name)}`;
  return (
    <li className={styles.row}>
      <Link to={path} className={styles.avatarLink} tabIndex={-1} aria-hidden="true">
        <Avatar blogName={blog.name} size={40} shape={blog.global_theme_params.avatar_shape} alt="" />
      </Link>
      <div className={styles.text}>
        <Link to={path} className={styles.name}>
          {blog.name}
        </Link>
        {blog.title && blog.title !== blog.name && <span className={styles.title}>{blog.title}</span>}
      </div>
      <Button variant="secondary" className={styles.unfollow} onClick={() => onUnfollow(blog.name)}>
        Unfollow<span className="visually-hidden"> {blog.name}</span>
      </Button>
    </li>
  );
}
