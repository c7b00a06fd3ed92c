import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A 4xx will answer the same again; only network trouble and 5xx are worth retrying.
        retry: (failures, error) => failures < 2 && !(error instanceof ApiError && error.status < 500),
        // Settings forms hold edits over cached data; a refetch on focus would pull it from under them.
        refetchOnWindowFocus: false,
      },
    },
  });
}
