import type { Bootstrap, PostView } from '@rookery/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { SESSION_KEY } from '../features/accounts/session-cache';
import { PostCard } from '../features/posts/post-card';
import { withFramesGuarded } from './frame-embeds';

/**
 * The HTML of dashboard posts for GET /svc/post/{pageRoot}/{direction}/{refPostId} (spec document 1
 * §7): the server renders the same PostCard the page renders, with the viewer's session in the
 * cache it reads, so a fragment shows exactly what the page would. Each card's root carries
 * FRAGMENT_POST_ATTRIBUTE (its id), so the page can tell which posts a fragment holds. Stored frames
 * are checked again first (frame-embeds.ts): the browser's cleaning does that on the page.
 */
export function renderPostsHtml(posts: PostView[], session: Bootstrap): string {
  const queryClient = new QueryClient();
  queryClient.setQueryData(SESSION_KEY, session);
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        {posts.map((post) => (
          <PostCard key={post.id} post={withFramesGuarded(post)} />
        ))}
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
