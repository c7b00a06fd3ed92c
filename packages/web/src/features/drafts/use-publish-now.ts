import type { PostListResponse } from '@rookery/core';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api, errorMessage } from '../../api';
import { showToast } from '../../ui/toast/toast-store';
import { BLOG_POSTS_KEY } from '../posts/use-blog-posts';
import { withoutPost } from './without-post';

interface PublishNow {
  postId: string;
  /** Where focus goes once the post has left the list (a neighbour's button), if anywhere. */
  focusAfter?: HTMLElement | null;
}

/**
 * "Publish now" on a draft or a queued post (POST /publish). The post leaves the owner's list and
 * joins the blog; a toast links to it.
 */
export function usePublishNow(blog: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: ({ postId }: PublishNow) => api.post<unknown>('/publish', { id: postId, tumblelog: blog }),
    onSuccess: (_answer, { postId, focusAfter }) => {
      // The keyboard moves on before the post's own button goes with it, unless it went elsewhere meanwhile.
      const active = document.activeElement;
      if (active === document.body || active?.closest(`li[data-post-id="${CSS.escape(postId)}"]`))
        focusAfter?.focus();
      queryClient.setQueriesData<InfiniteData<PostListResponse>>(
        { queryKey: [BLOG_POSTS_KEY, blog, 'owner'] },
        (data) => withoutPost(data, postId),
      );
      // The blog's page and the dashboard now hold the post; the owner lists are right already.
      void queryClient.invalidateQueries({
        predicate: (query) =>
          query.queryKey[0] === 'dashboard' ||
          (query.queryKey[0] === BLOG_POSTS_KEY &&
            query.queryKey[1] === blog &&
            query.queryKey[2] !== 'owner'),
      });
      const href = `/${encodeURIComponent(blog)}/post/${postId}`;
      showToast('Published.', 'info', { label: 'View post', href, onSelect: () => navigate(href) });
    },
    onError: (error) => showToast(errorMessage(error), 'error'),
  });
}
