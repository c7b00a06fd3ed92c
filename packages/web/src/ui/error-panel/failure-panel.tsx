import { errorMessage } from '../../api';
import { ErrorPanel } from './error-panel';
import type { useQueryRetry } from './use-query-retry';

type Failure = ReturnType<typeof useQueryRetry>;

/**
 * The error panel of a failed query: its message, and Retry held at a disabled 'Retrying...' until
 * the answer comes (use-query-retry.ts). Shown while `failure.error` is set, before any loader.
 */
export function FailurePanel({ failure }: { failure: Failure }) {
  return (
    <ErrorPanel message={errorMessage(failure.error)} onRetry={failure.retry} retrying={failure.retrying} />
  );
}
