import { blogPageHref } from '../../blog-hosts/blog-urls.js';
import { tumblrUuid } from '../blog-uuid.js';
import type { TumblrBlogSource, TumblrPostContext, TumblrPostSource } from './sources.js';

/** One end of a reblog (the post it came from, or its root) as the `reblogged_` fields name it. */
function end(prefix: string, postId: string, name: string | null, blog: TumblrBlogSource | undefined) {
  return {
    [`${prefix}_id`]: postId,
    [`${prefix}_url`]: name ? blogPageHref(`/${name}/post/${postId}`, true) : null,
    [`${prefix}_name`]: name,
    [`${prefix}_title`]: blog?.title ?? null,
    [`${prefix}_uuid`]: blog ? tumblrUuid(blog.uuid) : null,
    [`${prefix}_can_message`]: blog?.can_receive_messages ?? false,
    [`${prefix}_following`]: blog?.followed ?? false,
  };
}

/**
 * The `reblogged_` fields a `reblog_info=true` read adds to a reblog (api.md `/posts`): where it
 * was reblogged from and its root, each with its blog; a blog that is gone is named null.
 * An original post has none.
 */
export function reblogInfo(post: TumblrPostSource, context: TumblrPostContext): Record<string, unknown> {
  if (!post.parent_post_id) return {};
  const blog = (name: string | null) => (name ? context.blogs.get(name) : undefined);
  return {
    ...end('reblogged_from', post.parent_post_id, post.parent_blog_name, blog(post.parent_blog_name)),
    ...end(
      'reblogged_root',
      post.root_post_id ?? post.parent_post_id,
      post.root_blog_name,
      blog(post.root_blog_name),
    ),
  };
}
