import { postListKey, usePostList } from '../posts/use-post-list';

const DASHBOARD = ['dashboard'] as const;
export const DASHBOARD_PATH = '/svc/dashboard';
/** Where the dashboard's pages live in the query cache. */
export const DASHBOARD_FEED_KEY = postListKey(DASHBOARD);

/** The dashboard: posts of the followed blogs and the user's own, newest first (GET /svc/dashboard). */
export function useDashboardFeed() {
  return usePostList(DASHBOARD, DASHBOARD_PATH);
}
