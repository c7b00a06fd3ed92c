import type { OwnBlogData } from '@rookery/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api';
import { ownBlogKey } from './blog-cache';

export function useOwnBlog(name: string) {
  return useQuery({
    queryKey: ownBlogKey(name),
    queryFn: () => api.get<OwnBlogData>('/svc/data/tumblelog', { tumblelog: name, include_member_data: 1 }),
  });
}
