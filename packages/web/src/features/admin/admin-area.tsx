import { lazy, Suspense } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useCurrentUser } from '../accounts/use-session';
import tabStyles from '../drafts/owner-tabs.module.css';
import { NotFoundPage } from '../not-found/not-found-page';
import styles from './admin.module.css';
import { AdminBlogPage } from './admin-blog-page';
import { AppealQueue } from './appeal-queue';
import { BlogLookup } from './blog-lookup';
import { ModerationLog } from './moderation-log';
import { ReportQueue } from './report-queue';

const SECTIONS = [
  { to: '/admin', label: 'Reports' },
  { to: '/admin/appeals', label: 'Appeals' },
  { to: '/admin/log', label: 'Log' },
  { to: '/admin/insight', label: 'Insight' },
];

// The insight charts bring uPlot: a chunk of their own, loaded when the tab opens.
const InsightPanel = lazy(() => import('../insight/insight-page').then((m) => ({ default: m.InsightPanel })));

/**
 * The moderators' area (issue 19), one lazily loaded chunk: the report queue, the appeal queue, the
 * moderation log, a blog's toggles and the insight charts (issue 20). Anyone else gets the 404 page, as the server answers its
 * data: the area does not show that it exists.
 */
export function AdminArea() {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  if (!user?.role) return <NotFoundPage />;
  const blog = /^\/admin\/blog\/([^/]+)$/.exec(pathname)?.[1];
  return (
    <div className={styles.page}>
      <header className={styles.top}>
        <h1 className={styles.title}>Moderation</h1>
        <BlogLookup />
      </header>
      {/* The same tabs as a blog owner's pages. */}
      <nav aria-label="Moderation" className={tabStyles.tabs}>
        {SECTIONS.map((s) => (
          <NavLink key={s.to} to={s.to} end className={tabStyles.tab}>
            {s.label}
          </NavLink>
        ))}
      </nav>
      {blog ? (
        <AdminBlogPage name={decodeURIComponent(blog)} />
      ) : pathname.startsWith('/admin/appeals') ? (
        <AppealQueue />
      ) : pathname.startsWith('/admin/log') ? (
        <ModerationLog />
      ) : pathname.startsWith('/admin/insight') ? (
        <Suspense fallback={null}>
          <InsightPanel />
        </Suspense>
      ) : (
        <ReportQueue />
      )}
    </div>
  );
}
