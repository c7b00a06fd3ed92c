import type { AppealResponse, PostView, ReviewResponse } from '@rookery/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api';
import { BLOG_POSTS_KEY } from '../posts/use-blog-posts';

/** Under the blog's posts key, so a save from the composer (which invalidates it) reads it anew. */
export const reviewKey = (blog: string) => [BLOG_POSTS_KEY, blog, 'review'] as const;

/** GET /svc/blog/{name}/review: the owner's flagged posts with their appeal state. */
export function useReview(blog: string) {
  return useQuery({
    queryKey: reviewKey(blog),
    queryFn: () => api.get<ReviewResponse<PostView>>(`/svc/blog/${encodeURIComponent(blog)}/review`),
    retry: false,
  });
}

/** POST /svc/appeal (spec document 2 §7): state 3, in_review; the list is read anew after. */
export function useAppeal(blog: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (postId: string) =>
      api.post<AppealResponse>('/svc/appeal', { post_id: postId, blog_name: blog, state: 3 }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKey(blog) }),
  });
}
