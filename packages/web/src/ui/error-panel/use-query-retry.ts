import { useState } from 'react';

/** What the hook reads of a query (a plain or an infinite one). */
export interface RetriedQuery {
  error: Error | null;
  /** Grows by one each time a fetch ends in an error. */
  errorUpdateCount: number;
  isSuccess: boolean;
  refetch: () => Promise<unknown>;
}

/**
 * A failed query as the error panel shows it, through its Retry (spec document 3 §4: Retry goes to
 * a disabled 'Retrying...' until the answer). TanStack Query puts a query without data back to
 * pending the moment it fetches again, its error forgotten: a caller choosing between the panel
 * and the spinner would drop the panel at once. So the error stays shown, retrying, until the fetch
 * answers: data, or an error counted anew.
 */
export function useQueryRetry(query: RetriedQuery) {
  const [retried, setRetried] = useState<{ error: Error; count: number } | null>(null);
  const retrying = retried !== null && !query.isSuccess && query.errorUpdateCount === retried.count;
  const error = query.error ?? (retrying ? retried.error : null);
  return {
    /** The error to show, also while its retry runs; null once the query has data. */
    error,
    retrying,
    retry(): void {
      if (retrying || !query.error) return;
      setRetried({ error: query.error, count: query.errorUpdateCount });
      void query.refetch();
    },
  };
}
