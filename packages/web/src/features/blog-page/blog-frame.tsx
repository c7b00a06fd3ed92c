import type { BlogData } from '@rookery/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryAnswer } from '../../ui/loader/query-answer';
import { MissingBlog } from './missing-page';
import { ThemedBlog } from './themed-blog';

/**
 * A page of one blog once its data has come: the themed page around `children`, a clear "no such
 * blog" for a 404, the error panel with Retry for anything else.
 */
export function BlogFrame({ query, children }: { query: UseQueryResult<BlogData>; children: ReactNode }) {
  return (
    <QueryAnswer query={query} loading="Loading the blog" missing={<MissingBlog />}>
      {(blog) => <ThemedBlog blog={blog}>{children}</ThemedBlog>}
    </QueryAnswer>
  );
}
