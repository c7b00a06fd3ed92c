import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { useSession } from '../features/accounts/use-session';
import { DialogHost } from '../ui/dialogs/dialog-host';
import { FailurePanel } from '../ui/error-panel/failure-panel';
import { useQueryRetry } from '../ui/error-panel/use-query-retry';
import { Loader } from '../ui/loader/loader';
import { useShortcutListener } from '../ui/shortcuts/use-shortcut';
import { ToastHost } from '../ui/toast/toast-host';
import { router } from './router';

export function App({ queryClient }: { queryClient: QueryClient }) {
  useShortcutListener();
  return (
    <QueryClientProvider client={queryClient}>
      <SessionGate />
      <DialogHost />
      <ToastHost />
    </QueryClientProvider>
  );
}

/** Routes decide by the session (guards, header), so they wait until it is known. */
function SessionGate() {
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
  return <RouterProvider router={router} />;
}
