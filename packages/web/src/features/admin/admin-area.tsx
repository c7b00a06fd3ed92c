import { lazy, Suspense, useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { usePageTitle } from '../../ui/layout/use-route-title';
import { useCurrentUser } from '../accounts/use-session';
import tabStyles from '../drafts/owner-tabs.module.css';
import { NotFoundPage } from '../not-found/not-found-page';
import styles from './admin.module.css';
import { AdminBlogPage } from './admin-blog-page';
import { AppealQueue } from './appeal-queue';
import { BlogLookup } from './blog-lookup';
import { ModerationLog } from './moderation-log';
import { ReportQueue } from './report-queue';

// The insight charts bring uPlot: a chunk of their own, loaded when the tab opens.
const InsightPanel = lazy(() => import('../insight/insight-page').then((m) => ({ default: m.InsightPanel })));
// The house ads' campaigns and form: their own chunk too, for the few who run them.
const AdsPanel = lazy(() => import('../ads/campaigns/ads-panel').then((m) => ({ default: m.AdsPanel })));

/** The area's tabs; `title` names the page (here rather than in the router, out of the first paint). */
const SECTIONS = [
  { to: '/admin', label: 'Reports', title: 'Moderation', Panel: ReportQueue },
  { to: '/admin/appeals', label: 'Appeals', title: 'Appeals', Panel: AppealQueue },
  { to: '/admin/log', label: 'Log', title: 'Moderation log', Panel: ModerationLog },
  { to: '/admin/insight', label: 'Insight', title: 'Insight', Panel: InsightPanel },
  { to: '/admin/ads', label: 'Ads', title: 'House ads', Panel: AdsPanel },
] as const;

/**
 * The moderators' area (issue 19), one lazily loaded chunk: the report queue, the appeal queue, the
 * moderation log, a blog's toggles, the insight charts and the house ads (issue 20). Anyone else
 * gets the 404 page, as the server answers its data: the area does not show that it exists.
 */
export function AdminArea() {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  // '/admin' leads every path of the area: the last section whose path leads this one is its own.
  const section = SECTIONS.findLast((s) => pathname.startsWith(s.to)) ?? SECTIONS[0];
  usePageTitle(user?.role ? section.title : 'Not found', false);
  const tabs = useRef<HTMLElement>(null);
  // On a phone the tabs scroll sideways: the open one is brought into view, not left cut off.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each tab opened, which pathname stands for.
  useEffect(() => {
    tabs.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  if (!user?.role) return <NotFoundPage />;
  const blog = /^\/admin\/blog\/([^/]+)$/.exec(pathname)?.[1];
  return (
    <div className={styles.page}>
      <header className={styles.top}>
        <h1 className={styles.title}>Moderation</h1>
        <BlogLookup />
      </header>
      {/* The same tabs as a blog owner's pages. */}
      <nav aria-label="Moderation" className={tabStyles.tabs} ref={tabs}>
        {SECTIONS.map((s) => (
          <NavLink key={s.to} to={s.to} end className={tabStyles.tab}>
            {s.label}
          </NavLink>
        ))}
      </nav>
      {blog ? (
        <AdminBlogPage name={decodeURIComponent(blog)} />
      ) : (
        <Suspense fallback={null}>
          <section.Panel />
        </Suspense>
      )}
    </div>
  );
}
