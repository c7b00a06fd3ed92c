import { createBrowserRouter, type RouteObject } from 'react-router';
import { AccountSettingsPage } from '../features/accounts/account-settings-page';
import { ForgotPasswordPage } from '../features/accounts/forgot-password-page';
import { LoginPage } from '../features/accounts/login-page';
import { RegisterPage } from '../features/accounts/register-page';
import { ResetPasswordPage } from '../features/accounts/reset-password-page';
import { GuestOnly, RequireUser } from '../features/accounts/route-guards';
import { VerifyPage } from '../features/accounts/verify-page';
import { BlogPostsPage } from '../features/blogs/blog-posts-page';
import { BlogSettingsPage } from '../features/blogs/blog-settings-page';
import { CreateBlogPage } from '../features/blogs/create-blog-page';
import { ComposerRoute } from '../features/composer/composer-route';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { ExplorePage } from '../features/explore/explore-page';
import { HomePage } from '../features/home/home-page';
import { NotFoundPage } from '../features/not-found/not-found-page';
import type { RouteHandle } from '../ui/layout/use-route-title';
import { AppShell } from './app-shell';
import { RouteError } from './route-error';

const titled = (title: string): RouteHandle => ({ title });

export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomePage /> },
      {
        element: <GuestOnly />,
        children: [
          { path: 'login', element: <LoginPage />, handle: titled('Log in') },
          { path: 'register', element: <RegisterPage />, handle: titled('Sign up') },
        ],
      },
      { path: 'verify', element: <VerifyPage />, handle: titled('Verify your email') },
      { path: 'forgot-password', element: <ForgotPasswordPage />, handle: titled('Forgot password') },
      { path: 'reset-password', element: <ResetPasswordPage />, handle: titled('Reset password') },
      { path: 'explore', element: <ExplorePage />, handle: titled('Explore') },
      {
        element: <RequireUser />,
        children: [
          { path: 'dashboard', element: <DashboardPage />, handle: titled('Dashboard') },
          { path: 'new/:type', element: <ComposerRoute mode="new" />, handle: titled('New post') },
          { path: 'edit/:postId', element: <ComposerRoute mode="edit" />, handle: titled('Edit post') },
          {
            path: 'reblog/:reblogId/:reblogKey',
            element: <ComposerRoute mode="reblog" />,
            handle: titled('Reblog'),
          },
          { path: 'blog/new', element: <CreateBlogPage />, handle: titled('Create a new blog') },
          { path: 'settings/account', element: <AccountSettingsPage />, handle: titled('Account settings') },
          { path: 'settings/blog/:name', element: <BlogSettingsPage />, handle: titled('Blog settings') },
        ],
      },
      { path: ':blog', element: <BlogPostsPage />, handle: titled('Blog') },
      { path: '*', element: <NotFoundPage />, handle: titled('Not found') },
    ],
  },
];

export const router = createBrowserRouter(routes);
