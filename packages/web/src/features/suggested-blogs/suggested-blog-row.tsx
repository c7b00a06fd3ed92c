import { type SuggestedBlog, suggestionReasonLabel } from '@rookery/core';
import { Link } from 'react-router';
import { Avatar } from '../../ui/avatar/avatar';
import { blogPath } from '../blog-page/blog-paths';
import { RowFollowButton } from '../follow/row-follow-button';
import styles from './suggested-blogs.module.css';

/**
 * One suggested blog: its avatar, name and title (and, where there is room, why it is suggested),
 * and Follow in one click.
 */
export function SuggestedBlogRow({ blog, showReason }: { blog: SuggestedBlog; showReason: boolean }) {
  const path = blogPath(blog.name);
  const reason = suggestionReasonLabel(blog.reason);
  // A title that only repeats the name says nothing: why it is suggested takes its line.
  const titled = !!blog.title && blog.title !== blog.name;

  return (
    <li className={styles.row}>
      <Link to={path} className={styles.avatar} tabIndex={-1} aria-hidden="true">
        <Avatar blogName={blog.name} size={40} shape={blog.avatar_shape} alt="" />
      </Link>
      <div className={styles.text}>
        <Link to={path} className={styles.name}>
          {blog.name}
        </Link>
        <span className={styles.line}>{titled ? blog.title : reason}</span>
        {showReason && titled && <span className={styles.reason}>{reason}</span>}
      </div>
      <RowFollowButton blog={blog} source="suggested_blogs" />
    </li>
  );
}
