import type { PostMode, SiteHosts } from '@rookery/core';
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { GuestOnly, RequireUser } from '../features/accounts/route-guards';
import { DashboardWithBlogView } from '../features/blog-view/dashboard-with-blog-view';
import type { ComposerHandle } from '../features/composer/composer-outlet';
import { NotFoundPage } from '../features/not-found/not-found-page';
import type { RouteHandle } from '../ui/layout/use-route-title';
import { Loader } from '../ui/loader/loader';
import { AppShell } from './app-shell';
import { RouteError } from './route-error';
import { ToMainSite } from './to-main-site';

const titled = (title: string): RouteHandle => ({ title });

/**
 * A composer route (spec document 1 §2), in its own chunk: the shell keeps the page that opened it
 * under the form (composer-outlet), and the router keeps that page until the chunk is there. A new
 * post on a base route other than the dashboard (`{baseRoute}/new/{type}`) names that route's page
 * (`loadBase`), which the route draws itself when no page of the app opened it.
 */
const composerRoute = (
  mode: PostMode,
  title: string,
  loadBase?: () => Promise<ComponentType>,
): Pick<RouteObject, 'lazy' | 'hydrateFallbackElement' | 'handle'> => ({
  lazy: async () => {
    const [{ ComposerRoute }, Base] = await Promise.all([
      import('../features/composer/composer-route'),
      loadBase?.(),
    ]);
    return { element: <ComposerRoute mode={mode} Base={Base} /> };
  },
  hydrateFallbackElement: <Loader />,
  handle: { title, composer: true } satisfies RouteHandle & ComposerHandle,
});

/**
 * A page that is not part of the dashboard's first paint: it comes in its own chunk, fetched on the
 * first visit. The router keeps the current page until it has arrived; opening the app on such a
 * page shows the shell with a loader (which appears only if the chunk is slow).
 */
const lazyPage = (
  load: () => Promise<ComponentType>,
): Pick<RouteObject, 'lazy' | 'hydrateFallbackElement'> => ({
  lazy: async () => ({ Component: await load() }),
  hydrateFallbackElement: <Loader />,
});

/** The account's settings pages (spec document 3 §2) share one chunk. */
const accountSettings = (page: keyof typeof import('../features/settings/account-settings-pages')) =>
  lazyPage(() => import('../features/settings/account-settings-pages').then((m) => m[page]));

const blogViewPanel = lazyPage(() =>
  import('../features/blog-view/blog-view-panel').then((m) => m.BlogViewPanel),
);

/** An app asks to use the account (issue 24): OAuth 1.0a's and OAuth 2's approval share the page. */
const approvalPage = lazyPage(() =>
  import('../features/tumblr-api/approval-page').then((m) => m.ApprovalPage),
);

const adminArea = lazyPage(() => import('../features/admin/admin-area').then((m) => m.AdminArea));
/** The owner's context pages (spec document 1 §2), each a page and the base route of a composer. */
const draftsPage = () => import('../features/drafts/drafts-page').then((m) => m.DraftsPage);
const queuePage = () => import('../features/queue/queue-page').then((m) => m.QueuePage);
const inboxPage = () => import('../features/inbox/inbox-page').then((m) => m.InboxPage);

const conversationLink = lazyPage(() =>
  import('../features/messaging/recipients/conversation-link').then((m) => m.ConversationLink),
);

/**
 * A blog's pages, by their path under the blog: at /{blog}/… on the main site, at /… on the blog's
 * own host (issue 21).
 */
const blogPages: (Omit<RouteObject, 'path' | 'index' | 'children'> & { under: string })[] = [
  {
    under: '',
    ...lazyPage(() => import('../features/blog-page/blog-page').then((m) => m.BlogPage)),
    handle: titled('Blog'),
  },
  {
    under: 'post/:postId/:slug?',
    ...lazyPage(() => import('../features/blog-page/permalink-page').then((m) => m.PermalinkPage)),
    handle: titled('Post'),
  },
  {
    // The blog's page with the ask form over it (spec document 2 §2 `{blog url}/ask`).
    under: 'ask',
    ...lazyPage(() => import('../features/asks/ask-page').then((m) => m.AskPage)),
    handle: titled('Ask'),
  },
  {
    under: 'submit',
    ...lazyPage(() => import('../features/submissions/submit-page').then((m) => m.SubmitPage)),
    handle: titled('Submit a post'),
  },
  {
    // A blog's search (spec document 2 §2, §4), in the blog's theme.
    under: 'search/:term',
    ...lazyPage(() => import('../features/search/blog-search-page').then((m) => m.BlogSearchPage)),
    handle: titled('Search'),
  },
  {
    under: 'tagged/:tag',
    ...lazyPage(() => import('../features/blog-page/blog-tagged-page').then((m) => m.BlogTaggedPage)),
    handle: titled('Tagged'),
  },
];

export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteError />,
    children: [
      { index: true, ...lazyPage(() => import('../features/home/home-page').then((m) => m.HomePage)) },
      {
        element: <GuestOnly />,
        children: [
          {
            path: 'login',
            ...lazyPage(() => import('../features/accounts/login-page').then((m) => m.LoginPage)),
            handle: titled('Log in'),
          },
          {
            path: 'register',
            ...lazyPage(() => import('../features/accounts/register-page').then((m) => m.RegisterPage)),
            handle: titled('Sign up'),
          },
        ],
      },
      {
        path: 'verify',
        ...lazyPage(() => import('../features/accounts/verify-page').then((m) => m.VerifyPage)),
        handle: titled('Verify your email'),
      },
      {
        path: 'forgot-password',
        ...lazyPage(() =>
          import('../features/accounts/forgot-password-page').then((m) => m.ForgotPasswordPage),
        ),
        handle: titled('Forgot password'),
      },
      {
        path: 'reset-password',
        ...lazyPage(() =>
          import('../features/accounts/reset-password-page').then((m) => m.ResetPasswordPage),
        ),
        handle: titled('Reset password'),
      },
      {
        path: 'help',
        ...lazyPage(() => import('../features/help/help-page').then((m) => m.HelpPage)),
        handle: titled('Help'),
      },
      {
        path: 'docs/nsfw',
        ...lazyPage(() =>
          import('../features/safety/sensitive-content-page').then((m) => m.SensitiveContentPage),
        ),
        handle: titled('Sensitive content'),
      },
      {
        // The API reference (issue 21): its own chunk, read from the server's OpenAPI document.
        path: 'docs/api',
        ...lazyPage(() => import('../features/openapi/api-reference-page').then((m) => m.ApiReferencePage)),
        handle: titled('API reference'),
      },
      {
        path: 'explore',
        ...lazyPage(() => import('../features/explore/explore-page').then((m) => m.ExplorePage)),
        handle: titled('Explore'),
      },
      {
        element: <RequireUser />,
        children: [
          {
            // The blog view panel opens over the dashboard, which stays mounted underneath.
            element: <DashboardWithBlogView />,
            children: [
              // The dashboard itself is the parent's element; this route only names the page.
              { path: 'dashboard', element: null, handle: titled('Dashboard') },
              {
                path: 'blog/view/:blog',
                ...blogViewPanel,
                handle: titled('Blog'),
              },
              {
                path: 'blog/view/:blog/:postId',
                ...blogViewPanel,
                handle: titled('Post'),
              },
              {
                // The blog's search of a term, or of a tag picked from a post (spec document 2 §2).
                path: 'blog/view/:blog/search/:tag',
                ...blogViewPanel,
                handle: titled('Search'),
              },
              // A conversation opened over the dashboard (spec document 3 §2).
              { path: 'conversation/new/:name', ...conversationLink, handle: titled('Dashboard') },
              { path: 'messaging/conversation/:name', ...conversationLink, handle: titled('Dashboard') },
            ],
          },
          { path: 'new/:type', ...composerRoute('new', 'New post') },
          { path: 'blog/:name/drafts/new/:type', ...composerRoute('new', 'New post', draftsPage) },
          { path: 'blog/:name/queue/new/:type', ...composerRoute('new', 'New post', queuePage) },
          { path: 'blog/:name/inbox/new/:type', ...composerRoute('new', 'New post', inboxPage) },
          // The short addresses of the acting blog's context pages, `/drafts`, `/queue`, `/inbox`.
          { path: 'drafts/new/:type', ...composerRoute('new', 'New post', draftsPage) },
          { path: 'queue/new/:type', ...composerRoute('new', 'New post', queuePage) },
          { path: 'inbox/new/:type', ...composerRoute('new', 'New post', inboxPage) },
          {
            path: 'tagged/:tag/new/:type',
            ...composerRoute('new', 'New post', () =>
              import('../features/tagged/tagged-page').then((m) => m.TaggedPage),
            ),
          },
          { path: 'edit/:postId', ...composerRoute('edit', 'Edit post') },
          { path: 'reblog/:reblogId/:reblogKey', ...composerRoute('reblog', 'Reblog') },
          {
            path: 'blog/new',
            ...lazyPage(() => import('../features/blogs/create-blog-page').then((m) => m.CreateBlogPage)),
            handle: titled('Create a new blog'),
          },
          { path: 'oauth/authorize', ...approvalPage, handle: titled('Allow access') },
          { path: 'oauth2/authorize', ...approvalPage, handle: titled('Allow access') },
          { path: 'settings', element: <Navigate to="/settings/account" replace /> },
          {
            path: 'settings/account',
            ...accountSettings('AccountSettingsPage'),
            handle: titled('Account settings'),
          },
          {
            path: 'settings/password',
            ...accountSettings('PasswordSettingsPage'),
            handle: titled('Password'),
          },
          { path: 'settings/tfa', ...accountSettings('TwoFactorPage'), handle: titled('Two-factor sign-in') },
          { path: 'settings/apps', ...accountSettings('AppsPage'), handle: titled('Apps and devices') },
          {
            path: 'settings/notifications',
            ...accountSettings('NotificationsPage'),
            handle: titled('Notifications'),
          },
          {
            path: 'settings/dashboard',
            ...accountSettings('DashboardSettingsPage'),
            handle: titled('Dashboard settings'),
          },
          {
            path: 'settings/blog/:name',
            ...lazyPage(() => import('../features/blogs/blog-settings-page').then((m) => m.BlogSettingsPage)),
            handle: titled('Blog settings'),
          },
          {
            path: 'likes',
            ...lazyPage(() => import('../features/likes/likes-page').then((m) => m.LikesPage)),
            handle: titled('Likes'),
          },
          {
            path: 'following',
            ...lazyPage(() => import('../features/following/following-page').then((m) => m.FollowingPage)),
            handle: titled('Following'),
          },
          { path: 'blog/:name/drafts', ...lazyPage(draftsPage), handle: titled('Drafts') },
          { path: 'blog/:name/queue', ...lazyPage(queuePage), handle: titled('Queue') },
          {
            path: 'blog/:name/review',
            ...lazyPage(() => import('../features/moderation/review-page').then((m) => m.ReviewPage)),
            handle: titled('Flagged posts'),
          },
          { path: 'blog/:name/inbox', ...lazyPage(inboxPage), handle: titled('Inbox') },
          { path: 'drafts', ...lazyPage(draftsPage), handle: titled('Drafts') },
          { path: 'queue', ...lazyPage(queuePage), handle: titled('Queue') },
          { path: 'inbox', ...lazyPage(inboxPage), handle: titled('Inbox') },
        ],
      },
      {
        path: 'tagged/:tag',
        ...lazyPage(() => import('../features/tagged/tagged-page').then((m) => m.TaggedPage)),
        handle: titled('Tagged'),
      },
      // One route for both addresses: a filter changed on `/search?q=…` goes to `/search/{term}?…`
      // without drawing the page anew, so the control just used keeps the focus.
      {
        path: 'search/:term?',
        ...lazyPage(() => import('../features/search/search-page').then((m) => m.SearchPage)),
        handle: titled('Search'),
      },
      {
        path: 'follow/:blog',
        ...lazyPage(() => import('../features/follow/follow-page').then((m) => m.FollowPage)),
        handle: titled('Follow'),
      },
      ...blogPages.map(({ under, ...route }) => ({ ...route, path: under ? `:blog/${under}` : ':blog' })),
      // The moderators' area (issue 19): one chunk, which names its pages; anyone else gets the 404
      // page (admin-area.tsx).
      { path: 'admin', ...adminArea },
      { path: 'admin/appeals', ...adminArea },
      { path: 'admin/log', ...adminArea },
      { path: 'admin/insight', ...adminArea },
      { path: 'admin/ads', ...adminArea },
      { path: 'admin/blog/:name', ...adminArea },
      { path: '*', element: <NotFoundPage />, handle: titled('Not found') },
    ],
  },
];

/**
 * On a blog's own host (issue 21): its pages at /, /post/{id}, /tagged/{tag}, …; any other address
 * (the dashboard, explore, signing in) is the main site's, where the page goes.
 */
const blogHostRoutes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteError />,
    children: [
      ...blogPages.map(({ under, ...route }) =>
        under ? { ...route, path: under } : { ...route, index: true },
      ),
      { path: '*', element: <ToMainSite /> },
    ],
  },
];

/** The routes of the host the page is on. */
export const routesFor = (site: SiteHosts): RouteObject[] => (site.blog_host ? blogHostRoutes : routes);
