import type { SearchBlog } from '@rookery/core';
import { Link } from 'react-router';
import { Avatar } from '../../ui/avatar/avatar';
import { useCurrentUser } from '../accounts/use-session';
import { blogPath } from '../blog-page/blog-paths';
import { RowFollowButton } from '../follow/row-follow-button';
import styles from './search-matches.module.css';

/**
 * A blog the search found: its avatar, title and one line of its description, and Follow in one
 * click; the reader's own blogs have no button.
 */
export function SearchBlogRow({ blog }: { blog: SearchBlog }) {
  const user = useCurrentUser();
  const path = blogPath(blog.name);
  const own = !!user?.channels.some((c) => c.name === blog.name);

  return (
    <li className={styles.blog}>
      <Link to={path} className={styles.avatar} tabIndex={-1} aria-hidden="true">
        <Avatar blogName={blog.name} size={40} shape={blog.avatar_shape} alt="" />
      </Link>
      <div className={styles.blogText}>
        <Link to={path} className={styles.blogTitle}>
          {blog.title || blog.name}
        </Link>
        <span className={styles.blogLine}>
          {blog.title && blog.title !== blog.name ? blog.name : ''}
          {blog.title && blog.title !== blog.name && blog.description ? ' · ' : ''}
          {blog.description}
        </span>
      </div>
      {!own && <RowFollowButton blog={blog} source="search" />}
    </li>
  );
}
