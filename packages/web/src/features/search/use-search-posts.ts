import { usePostList } from '../posts/use-post-list';
import { SEARCH_POSTS_KEY } from './search-keys';
import type { SiteSearchChoice } from './search-location';

/**
 * GET /svc/search/posts: the site's posts about `term`, a page at a time (keyset cursor as
 * `before`, like every feed). Each term and filter is a list of its own, so changing one starts over.
 */
export function useSearchPosts(term: string, filters: SiteSearchChoice) {
  return usePostList(SEARCH_POSTS_KEY, '/svc/search/posts', {
    q: term,
    sort: filters.sort,
    filter_post_type: filters.filter_post_type,
    filter_nsfw: String(filters.filter_nsfw),
  });
}
