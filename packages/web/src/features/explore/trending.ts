import { usePostList } from '../posts/use-post-list';

export const EXPLORE_KEY = 'explore';

/** GET /svc/explore/trending: the explore page lists it, the logged-out drawer picks its splash from it. */
export const useTrending = () => usePostList([EXPLORE_KEY, 'trending'], '/svc/explore/trending');
