import type { BlogData } from '@rookery/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryAnswer } from '../../ui/loader/query-answer';
import { SuspendedNotice } from '../moderation/suspended-notice';
import type { BlogPageSearch } from '../search/blog-search-model';
import { MissingBlog } from './missing-page';
import { ThemedBlog } from './themed-blog';

/**
 * A page of one blog once its data has come: the themed page around `children`, a clear "no such
 * blog" for a 404, the error panel with Retry for anything else.
 */
export function BlogFrame({
  query,
  search,
  children,
}: {
  query: UseQueryResult<BlogData>;
  /** The blog's search bar above `children`, with this term and filters; none without it. */
  search?: BlogPageSearch;
  children: ReactNode;
}) {
  return (
    <QueryAnswer query={query} loading="Loading the blog" missing={<MissingBlog />}>
      {(blog) => (
        <ThemedBlog blog={blog} search={search}>
          <SuspendedNotice blog={blog.name} />
          {children}
        </ThemedBlog>
      )}
    </QueryAnswer>
  );
}
