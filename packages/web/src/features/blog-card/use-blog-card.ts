import { type BlogCard, type HighlightedPostsResponse, popoverFetchPlan } from '@rookery/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../api';
import { blogCardKey } from './blog-card-key';

/**
 * What the card shows (spec document 1 §7): the whole popover the first time; afterwards, with the
 * blog known, only its highlighted posts (GET /svc/{blog}/posts/highlighted).
 */
export async function loadBlogCard(name: string, known: BlogCard | undefined): Promise<BlogCard> {
  const path = encodeURIComponent(name);
  if (known && popoverFetchPlan(known, true) === 'highlighted') {
    const { highlighted_posts } = await api.get<HighlightedPostsResponse>(`/svc/${path}/posts/highlighted`);
    return { ...known, highlighted_posts };
  }
  return api.get<BlogCard>(`/svc/tumblelog_popover/${path}`, { is_tumblelog_popover: 1 });
}

/**
 * A blog's card data. Spec document 1 §5: it is not fetched again while its highlighted posts are
 * cached (follows, blocks and subscriptions made here update the cache themselves).
 */
export function useBlogCard(name: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: blogCardKey(name),
    queryFn: () => loadBlogCard(name, queryClient.getQueryData<BlogCard>(blogCardKey(name))),
    staleTime: (query) =>
      popoverFetchPlan(query.state.data as BlogCard | undefined) === 'none' ? Number.POSITIVE_INFINITY : 0,
    // A blog that is gone stays gone; anything else is worth another try or two.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
}
