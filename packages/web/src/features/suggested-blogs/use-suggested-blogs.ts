import { SUGGESTED_BLOGS_DEFAULT, type SuggestedBlogsResponse } from '@rookery/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api';
import { SUGGESTED_BLOGS_KEY } from './suggested-blogs-key';

/** GET /svc/blogs/suggested: one list for every surface, each showing as many as it has room for. */
export function useSuggestedBlogs() {
  return useQuery({
    queryKey: SUGGESTED_BLOGS_KEY,
    queryFn: () =>
      api.get<SuggestedBlogsResponse>('/svc/blogs/suggested', { limit: String(SUGGESTED_BLOGS_DEFAULT) }),
    staleTime: 5 * 60_000,
  });
}
