import { IMPORT_POLL_MS, type ImportsResponse, type ImportView } from '@rookery/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api';

export const importsKey = (blog: string) => ['imports', blog] as const;

export const isActive = (item: ImportView) => item.status === 'queued' || item.status === 'running';

/**
 * A blog's imports (GET /svc/blog/{name}/imports), asked again every IMPORT_POLL_MS while one is
 * queued or running: the import runs on the server, so leaving the page and coming back finds it
 * where it got to.
 */
export function useImports(blog: string) {
  return useQuery({
    queryKey: importsKey(blog),
    queryFn: () => api.get<ImportsResponse>(`/svc/blog/${encodeURIComponent(blog)}/imports`),
    refetchInterval: (query) => (query.state.data?.imports.some(isActive) ? IMPORT_POLL_MS : false),
  });
}
