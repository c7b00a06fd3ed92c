import type { BlogData } from '@rookery/core';
import type { ReactNode } from 'react';
import { useCurrentUser } from '../accounts/use-session';
import { blogSearchAllowed } from '../search/blog-search-allowed';
import { BlogSearchBar } from '../search/blog-search-bar';
import type { BlogPageSearch } from '../search/blog-search-model';
import { BlogHeader } from './blog-header';
import { blogThemeStyle } from './blog-theme';
import styles from './themed-blog.module.css';

/**
 * A blog's page in its theme: its colours over the whole page, its header, the blog's search bar
 * where the page offers one (`search`), and `children` (posts) below.
 */
export function ThemedBlog({
  blog,
  search,
  children,
}: {
  blog: BlogData;
  search?: BlogPageSearch | undefined;
  children: ReactNode;
}) {
  const reader = useCurrentUser();
  return (
    <div className={styles.page} style={blogThemeStyle(blog.global_theme_params)} data-blog-page={blog.name}>
      <BlogHeader blog={blog} />
      <div className={styles.column}>
        {search && blogSearchAllowed(blog, reader) && (
          <BlogSearchBar blog={blog.name} place="page" term={search.term} filters={search.filters} />
        )}
        {children}
      </div>
    </div>
  );
}
