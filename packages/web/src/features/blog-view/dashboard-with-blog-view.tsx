import { Outlet } from 'react-router';
import { DashboardPage } from '../dashboard/dashboard-page';
import { useBlogViewClicks } from './use-blog-view-clicks';

/**
 * The dashboard, with the blog view panel as its child route (/blog/view/...). The dashboard stays
 * mounted while the panel opens and closes, so its scroll position and loaded pages survive, and
 * focus can go back to the link that opened the panel.
 */
export function DashboardWithBlogView() {
  useBlogViewClicks();
  return (
    <>
      <DashboardPage />
      <Outlet />
    </>
  );
}
