import { BLOG_SEARCH_PAGE_SIZE, type BlogSearchResponse } from '@rookery/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../api';
import { type BlogSearchFilters, nextBlogSearchOffset } from './blog-search-model';
import { BLOG_SEARCH_KEY } from './search-keys';

/**
 * GET /svc/search/blog_search/{blogname}/{term}: a blog's posts about `term`, BLOG_SEARCH_PAGE_SIZE
 * at a time by next_offset, until it is negative (spec document 2 §4, §7, §9). The term and every
 * filter are part of the key: a new term, sort, post type or role starts the results over.
 */
export function useBlogSearch(blog: string, term: string, filters: BlogSearchFilters) {
  return useInfiniteQuery({
    queryKey: [...BLOG_SEARCH_KEY, blog, term, filters],
    queryFn: ({ pageParam, signal }) =>
      api.get<BlogSearchResponse>(
        `/svc/search/blog_search/${encodeURIComponent(blog)}/${encodeURIComponent(term)}`,
        {
          next_offset: pageParam,
          limit: BLOG_SEARCH_PAGE_SIZE,
          sort: filters.sort,
          post_type: filters.post_type,
          post_role: filters.post_role,
          filter_nsfw: filters.filter_nsfw,
        },
        signal,
      ),
    initialPageParam: 0,
    getNextPageParam: nextBlogSearchOffset,
  });
}
