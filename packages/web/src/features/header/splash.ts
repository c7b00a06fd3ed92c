import type { PostView } from '@rookery/core';

/** The logged-out drawer's splash (spec document 3 §3 nav data splash): art and the blog it credits. */
export interface Splash {
  image: string | null;
  url: string;
  name: string;
  shape: 'circle' | 'square';
}

/**
 * The featured blog is the one behind the first trending post with a photo (its first photo is the
 * art); without such a post, the first trending post's blog, with no art. Posts their owners marked
 * NSFW never make the splash a visitor sees first.
 */
export function pickSplash(posts: PostView[]): Splash | null {
  const safe = posts.filter((post) => !post.owner_flagged_nsfw);
  const post = safe.find((p) => p.photos.length > 0) ?? safe[0];
  if (!post) return null;
  const { name, url, avatar_shape: shape } = post.blog;
  return { image: post.photos[0]?.url ?? null, url, name, shape };
}
