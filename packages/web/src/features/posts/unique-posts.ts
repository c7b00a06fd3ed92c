import type { PostView } from '@rookery/core';

/** A page of any list of posts, whatever it pages by (a cursor, an offset). */
export interface PostPage {
  posts: PostView[];
}

/**
 * The posts of all loaded pages in order, each once. Keyset pages never overlap, but a post can
 * repeat when page 1 is refetched after new posts arrived; React keys must stay unique.
 */
export function uniquePosts(pages: readonly PostPage[]): PostView[] {
  const seen = new Set<string>();
  const posts: PostView[] = [];
  for (const page of pages) {
    for (const post of page.posts) {
      if (seen.has(post.id)) continue;
      seen.add(post.id);
      posts.push(post);
    }
  }
  return posts;
}
