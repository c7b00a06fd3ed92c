import type { BlogData } from '@rookery/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api';

/** A blog as anyone sees it; under ['blog', name] so a settings save can refresh every view of it. */
export const blogDataKey = (name: string) => ['blog', name, 'public'] as const;

/** GET /svc/data/tumblelog: the blog's title, description, theme and whether the viewer follows it. */
export function useBlogData(name: string) {
  return useQuery({
    queryKey: blogDataKey(name),
    queryFn: () => api.get<BlogData>('/svc/data/tumblelog', { tumblelog: name }),
  });
}
