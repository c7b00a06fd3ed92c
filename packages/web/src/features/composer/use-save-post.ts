import { buildUpdatePayload, type PostForm, type PostSaveResponse, SAVE_TOAST_DELAY_MS } from '@rookery/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { api } from '../../api';
import { showToast } from '../../ui/toast/toast-store';
import { isReviewPath, raiseEditPost } from '../moderation/edit-post-event';
import { postListsChanged } from '../post-actions/patch-posts';
import { BLOG_POSTS_KEY } from '../posts/use-blog-posts';
import { openerOf, reloadsAfterSave } from './composer-context';
import { savedPostLink } from './save-toast';

/**
 * Saves the form (spec document 1 §7 POST /svc/post/update, form-encoded with the bracket keys core
 * builds). After a save the blog's lists are stale, and a toast with a link to the post follows
 * once the form has had time to close (the spec's save toast delay).
 */
export function useSavePost() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { state } = useLocation();
  return useMutation({
    mutationFn: (form: PostForm) =>
      api.postForm<PostSaveResponse>('/svc/post/update', new URLSearchParams(buildUpdatePayload(form))),
    onSuccess: (saved, form) => {
      if (saved.post.is_edit && isReviewPath(openerOf(state)?.pathname)) raiseEditPost(saved.post.id);
      if (reloadsAfterSave(form.contextData)) {
        window.location.assign(form.contextData.baseRoute);
        return;
      }
      void queryClient.invalidateQueries({ queryKey: [BLOG_POSTS_KEY, saved.post_tumblelog.name] });
      // The page the form opened from is still there under it: an edit shows in place at once
      // (its lists and its permalink); other lists take new posts when they are next shown.
      if (saved.post.is_edit) {
        void queryClient.invalidateQueries({
          queryKey: ['blog-post', saved.post_tumblelog.name, saved.post.id],
        });
        void postListsChanged(queryClient, true);
      }
      const link = savedPostLink(saved);
      window.setTimeout(
        () => showToast(saved.message, 'info', { ...link, onSelect: () => navigate(link.href) }),
        SAVE_TOAST_DELAY_MS,
      );
    },
  });
}
