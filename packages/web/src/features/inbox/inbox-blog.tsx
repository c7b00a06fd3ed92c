import type { InboxBlog } from '@rookery/core';
import { Avatar } from '../../ui/avatar/avatar';
import { AccountIcon } from '../../ui/icons/icons';
import { BlogLink } from '../posts/blog-link';
import styles from './inbox.module.css';

/** Who asked or submitted: their avatar and name, or a blank face and 'Anonymous'. */
export function InboxBlogName({ blog }: { blog: InboxBlog | null }) {
  if (!blog) {
    return (
      <span className={styles.who}>
        <span className={styles.anonymous} aria-hidden="true">
          <AccountIcon />
        </span>
        <strong>Anonymous</strong>
      </span>
    );
  }
  return (
    <span className={styles.who}>
      <BlogLink name={blog.name} duplicate>
        <Avatar blogName={blog.name} size={40} alt="" />
      </BlogLink>
      <BlogLink name={blog.name} className={styles.whoName}>
        {blog.name}
      </BlogLink>
    </span>
  );
}
