import type { PostPermalinkResponse } from '@rookery/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api';

/** GET /svc/blog/{name}/post/{id}: the post and its blog, in one answer (404 when not visible). */
export function usePermalink(name: string, postId: string) {
  return useQuery({
    queryKey: ['blog-post', name, postId],
    queryFn: () =>
      api.get<PostPermalinkResponse>(
        `/svc/blog/${encodeURIComponent(name)}/post/${encodeURIComponent(postId)}`,
      ),
  });
}
