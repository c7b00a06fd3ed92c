import type { BlogData } from '@rookery/core';
import type { ReactNode } from 'react';
import { Avatar } from '../../ui/avatar/avatar';
import { blogThemeStyle } from '../blog-page/blog-theme';
import styles from './follow-card.module.css';

/** A card that introduces a blog in its own colours — image band, avatar, title — above `children`. */
export function FollowCard({ blog, children }: { blog: BlogData; children: ReactNode }) {
  const theme = blog.global_theme_params;
  const image = theme.show_header_image ? theme.header_image : null;
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-label={`Follow ${blog.name}`}>
        <div className={styles.banner} style={blogThemeStyle(theme)}>
          {image && <img className={styles.image} src={image} alt="" />}
          <div className={`${styles.identity} ${image ? styles.underImage : ''}`}>
            <span className={styles.avatar} data-blog-avatar={theme.avatar_shape}>
              <Avatar blogName={blog.name} size={64} shape={theme.avatar_shape} alt="" />
            </span>
            <p className={styles.title}>{blog.title || blog.name}</p>
            {blog.title && blog.title !== blog.name && <p className={styles.name}>{blog.name}</p>}
          </div>
        </div>
        <div className={styles.body}>{children}</div>
      </section>
    </div>
  );
}
