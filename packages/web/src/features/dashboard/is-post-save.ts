import type { PostSaveResponse } from '@rookery/core';

/**
 * Whether a finished mutation was a post save (POST /svc/post/update answers PostSaveResponse).
 * The dashboard watches the mutation cache for these rather than asking every place that saves a
 * post (composer, quick compose, reblog) to tell it.
 */
export function isPostSave(data: unknown): data is PostSaveResponse {
  if (!data || typeof data !== 'object') return false;
  const post = (data as { post?: unknown }).post;
  return (
    'post_tumblelog' in data &&
    !!post &&
    typeof post === 'object' &&
    typeof (post as { id?: unknown }).id === 'string'
  );
}
