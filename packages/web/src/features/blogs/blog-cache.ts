import type { Bootstrap, OwnBlogData } from '@rookery/core';
import type { QueryClient } from '@tanstack/react-query';
import { SESSION_KEY } from '../accounts/session-cache';

/** A blog's data as its owner sees it (include_member_data). */
export const ownBlogKey = (name: string) => ['blog', name, 'member'] as const;

/**
 * A saved blog goes into its own cache entry and into the user's channel list, so the header and
 * the account menu show the new title and avatar shape without a refetch.
 */
export function storeOwnBlog(queryClient: QueryClient, blog: OwnBlogData): void {
  queryClient.setQueryData(ownBlogKey(blog.name), blog);
  queryClient.setQueryData<Bootstrap>(SESSION_KEY, (session) => {
    if (!session?.user) return session;
    const channels = session.user.channels.map((channel) =>
      channel.name === blog.name
        ? {
            ...channel,
            title: blog.title,
            global_theme_params: blog.global_theme_params,
            twitter_send_posts: blog.twitter_send_posts,
            facebook_opengraph_send_posts: blog.facebook_opengraph_send_posts,
          }
        : channel,
    );
    return { ...session, user: { ...session.user, channels } };
  });
}
