import type { BlogData } from '@rookery/core';
import type { ReactNode } from 'react';
import { BlogHeader } from './blog-header';
import { blogThemeStyle } from './blog-theme';
import styles from './themed-blog.module.css';

/** A blog's page in its theme: its colours over the whole page, its header, and `children` (posts) below. */
export function ThemedBlog({ blog, children }: { blog: BlogData; children: ReactNode }) {
  return (
    <div className={styles.page} style={blogThemeStyle(blog.global_theme_params)} data-blog-page={blog.name}>
      <BlogHeader blog={blog} />
      <div className={styles.column}>{children}</div>
    </div>
  );
}
