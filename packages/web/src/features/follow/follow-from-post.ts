import type { QueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../api';
import { showToast } from '../../ui/toast/toast-store';
import { followBlog } from './use-follow';

/**
 * Follow from a post's header (features/posts/post-follow-button.tsx): the shared mutation, and on
 * failure the reason in a toast and `failed` so the card shows its button again.
 */
export function followFromPost(queryClient: QueryClient, name: string, failed: () => void): void {
  followBlog(queryClient, { tumblelog: name, follow: true, source: 'post_header' }).catch((error: Error) => {
    failed();
    showToast(`Could not follow ${name}. ${errorMessage(error)}`, 'error');
  });
}
