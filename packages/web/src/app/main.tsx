// First, before any schema is made: see zod-jitless.ts.
import './zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setFormKey } from '../api';
import { SESSION_KEY } from '../features/accounts/session-cache';
import { watchLayout } from '../ui/layout/layout-attribute';
import { App } from './app';
import { createQueryClient } from './query-client';
import { readEmbeddedBootstrap, readEmbeddedFormKey } from './read-bootstrap';
import './global.css';

watchLayout();
// The page opens at its top, where the scroll marks change nothing: their code stays out of the first paint.
void import('../ui/layout/scroll-marks').then((m) => m.watchScroll());

const bootstrap = readEmbeddedBootstrap();
const formKey = readEmbeddedFormKey() ?? bootstrap?.form_key;
if (formKey) setFormKey(formKey);

const queryClient = createQueryClient();
// Without embedded data (the Vite dev server) the session query fetches it instead.
if (bootstrap) queryClient.setQueryData(SESSION_KEY, bootstrap);

const root = document.getElementById('root');
if (!root) throw new Error('No #root element in index.html');
createRoot(root).render(
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
);
