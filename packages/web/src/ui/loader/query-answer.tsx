import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../../api';
import { FailurePanel } from '../error-panel/failure-panel';
import { useQueryRetry } from '../error-panel/use-query-retry';
import { Loader } from './loader';

interface QueryAnswerProps<T> {
  query: UseQueryResult<T>;
  /** The spinner's label while the first answer is on its way, e.g. "Loading the blog". */
  loading: string;
  tone?: 'light' | 'dark';
  /** Shown for a 404: what is not there, and where to go instead. */
  missing: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * The one shape every page of a single thing (a blog, a post) takes while it loads: the spinner,
 * `missing` for a 404, the error panel with Retry for any other failure, then `children` with the
 * data once it has come.
 */
export function QueryAnswer<T>({ query, loading, tone, missing, children }: QueryAnswerProps<T>) {
  const failure = useQueryRetry(query);
  if (failure.error) {
    if (failure.error instanceof ApiError && failure.error.status === 404) return missing;
    return <FailurePanel failure={failure} />;
  }
  if (query.isSuccess) return children(query.data);
  return <Loader label={loading} tone={tone} />;
}
