// First, before any schema is made: see zod-jitless.ts.
import './zod-jitless';
import type { Bootstrap } from '@rookery/core';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { setFormKey } from '../api';
import { SESSION_KEY } from '../features/accounts/session-cache';
import { loadCleanHtml } from '../features/editor/load-clean-html';
import { watchLayout } from '../ui/layout/layout-attribute';
import { applyTheme } from '../ui/theme/theme';
import { App } from './app';
import { createQueryClient } from './query-client';
import { readEmbeddedBootstrap, readEmbeddedFormKey } from './read-bootstrap';
import { routesFor } from './router';
import { resolveLazyMatches, restoreServerState } from './server-rendered';
import { configureSiteHosts, siteHosts } from './site-hosts';
import './global.css';

watchLayout();
// The page opens at its top, where the scroll marks change nothing: their code stays out of the first paint.
void import('../ui/layout/scroll-marks').then((m) => m.watchScroll());

const bootstrap = readEmbeddedBootstrap();
configureSiteHosts(bootstrap?.site);
const routes = routesFor(siteHosts());
const formKey = readEmbeddedFormKey() ?? bootstrap?.form_key;
if (formKey) setFormKey(formKey);

const queryClient = createQueryClient();
// Without embedded data (the Vite dev server) the session query fetches it instead.
if (bootstrap) queryClient.setQueryData(SESSION_KEY, bootstrap);
// The theme follows the session as it changes: a new choice in settings, signing in or out.
const sessionTheme = () => queryClient.getQueryData<Bootstrap>(SESSION_KEY)?.user?.theme ?? 'system';
applyTheme(sessionTheme());
queryClient.getQueryCache().subscribe(() => applyTheme(sessionTheme()));

const root = document.getElementById('root');
if (!root) throw new Error('No #root element in index.html');
const app = () => (
  <StrictMode>
    <App queryClient={queryClient} router={<RouterProvider router={createBrowserRouter(routes)} />} />
  </StrictMode>
);
// A public page the server rendered is hydrated from the data and pages it was rendered with.
if (restoreServerState(queryClient)) {
  void resolveLazyMatches(routes, window.location).then(() => hydrateRoot(root, app()));
} else {
  // Its posts will want the HTML cleaner: fetched alongside their data, not after it.
  void loadCleanHtml().catch(() => undefined);
  createRoot(root).render(app());
}
