import { BLOG_SEARCH_TYPEAHEAD_MAX, type BlogSearchTypeaheadResponse } from '@rookery/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../api';
import { BLOG_SEARCH_TAGS_KEY } from './search-keys';

/**
 * GET /svc/search/blog_search_typeahead/{blogname}: the blog's most used tags for 'Popular Tags:',
 * narrowed to those beginning with `q` (already stripped of #); at most BLOG_SEARCH_TYPEAHEAD_MAX
 * shown, whatever comes (spec document 2 §5).
 */
export function useBlogSearchTags(blog: string, q: string) {
  return useQuery({
    queryKey: [...BLOG_SEARCH_TAGS_KEY, blog, q],
    queryFn: ({ signal }) =>
      api.get<BlogSearchTypeaheadResponse>(
        `/svc/search/blog_search_typeahead/${encodeURIComponent(blog)}`,
        { q: q || undefined },
        signal,
      ),
    select: (answer) => answer.tags.slice(0, BLOG_SEARCH_TYPEAHEAD_MAX).map((t) => t.tag),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
