import { BLOG_POSTS_KEY } from '../posts/use-blog-posts';

/**
 * Under the blog's posts key, so a composer save (which refreshes [BLOG_POSTS_KEY, blog]) refreshes
 * the inbox too: a submission edited from it goes out and leaves it.
 */
export const inboxKey = (blog: string) => [BLOG_POSTS_KEY, blog, 'inbox'] as const;
