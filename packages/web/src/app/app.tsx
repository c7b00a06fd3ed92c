import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { errorMessage } from '../api';
import { useSession } from '../features/accounts/use-session';
import { DialogHost } from '../ui/dialogs/dialog-host';
import { ErrorPanel } from '../ui/error-panel/error-panel';
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

  if (session.isPending) return <Loader label="Loading Rookery" />;
  if (session.isError) {
    return (
      <main>
        <ErrorPanel
          message={errorMessage(session.error)}
          onRetry={() => void session.refetch()}
          retrying={session.isFetching}
        />
      </main>
    );
  }
  return <RouterProvider router={router} />;
}
