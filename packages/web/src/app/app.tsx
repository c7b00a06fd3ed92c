import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSession } from '../features/accounts/use-session';
import { DialogHost } from '../ui/dialogs/dialog-host';
import { FailurePanel } from '../ui/error-panel/failure-panel';
import { useQueryRetry } from '../ui/error-panel/use-query-retry';
import { Loader } from '../ui/loader/loader';
import { useShortcutListener } from '../ui/shortcuts/use-shortcut';
import { ToastHost } from '../ui/toast/toast-host';

/**
 * `router` is the browser's RouterProvider, or on the server the static one of a page rendered
 * into the HTML (ssr/render-page.tsx): the same tree either way, so the client hydrates it.
 */
export function App({ queryClient, router }: { queryClient: QueryClient; router: ReactNode }) {
  useShortcutListener();
  return (
    <QueryClientProvider client={queryClient}>
      <SessionGate router={router} />
      <DialogHost />
      <ToastHost />
    </QueryClientProvider>
  );
}

/** Routes decide by the session (guards, header), so they wait until it is known. */
function SessionGate({ router }: { router: ReactNode }) {
  const session = useSession();
  const failure = useQueryRetry(session);

  if (failure.error) {
    return (
      <main>
        <FailurePanel failure={failure} />
      </main>
    );
  }
  if (session.isPending) return <Loader label="Loading Rookery" />;
  return router;
}
