import { useRouteError } from 'react-router';
import { errorMessage } from '../api';
import { ErrorPanel } from '../ui/error-panel/error-panel';

/** A render error in a page: say so and offer a fresh load instead of a blank screen. */
export function RouteError() {
  const error = useRouteError();
  return (
    <main>
      <ErrorPanel message={errorMessage(error)} onRetry={() => window.location.reload()} retrying={false} />
    </main>
  );
}
