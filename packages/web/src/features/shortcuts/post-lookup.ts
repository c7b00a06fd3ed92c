import type { PostView } from '@rookery/core';
import type { QueryClient } from '@tanstack/react-query';

/** A post as some list in the cache holds it (the card on screen draws from one of them). */
export function cachedPost(queryClient: QueryClient, id: string): PostView | undefined {
  for (const query of queryClient.getQueryCache().getAll()) {
    const pages = (query.state.data as { pages?: { posts?: PostView[] }[] } | undefined)?.pages;
    if (!Array.isArray(pages)) continue;
    for (const page of pages) {
      const post = page?.posts?.find((p) => p.id === id);
      if (post) return post;
    }
  }
  return undefined;
}
