import type { CurrentUser } from '@rookery/core';

/**
 * Spec document 2 §6: the blog search icon is hidden when the reader's safe mode is on and the blog
 * is adult. A visitor is always in safe mode (issue 19); a blog's owner always searches their own.
 */
export function blogSearchAllowed(
  blog: { name: string; is_adult: boolean },
  reader: Pick<CurrentUser, 'safe_mode' | 'channels'> | null,
): boolean {
  if (!blog.is_adult) return true;
  if (!reader) return false;
  return !reader.safe_mode || reader.channels.some((c) => c.name === blog.name);
}
