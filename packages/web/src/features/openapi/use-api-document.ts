import { useQuery } from '@tanstack/react-query';
import { api } from '../../api';
import type { ApiDocument } from './openapi-document';

/** The server's API description (GET /svc/openapi.json); it changes only with a new server. */
export function useApiDocument() {
  return useQuery({
    queryKey: ['openapi'],
    queryFn: () => api.document<ApiDocument>('/svc/openapi.json'),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
