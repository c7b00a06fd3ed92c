import { type BlogData, type PostView, postSummary } from '@rookery/core';

/**
 * The tab titles of a blog's pages, as the server's head tags name them (features/seo): the blog
 * by its title (else its name), a post by its summary and its blog, a tag by itself and its blog.
 */
type Named = Pick<BlogData, 'name' | 'title'>;

export const blogTitle = (blog: Named) => blog.title || blog.name;
export const permalinkTitle = (post: PostView, blog: Named) => `${postSummary(post)} — ${blogTitle(blog)}`;
export const blogTagTitle = (tag: string, blog: Named) => `#${tag} — ${blogTitle(blog)}`;
export const blogSearchTitle = (term: string, blog: Named) => `Search: ${term} — ${blogTitle(blog)}`;
