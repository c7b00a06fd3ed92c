import { AVATAR_SIZES, avatarUrl } from '@rookery/core';
import { absoluteBlogUrl, absoluteSiteUrl } from '../../blog-hosts/blog-urls.js';
import { presentTheme } from '../../blogs/present.js';
import { unixSeconds } from '../api-date.js';
import { tumblrUuid } from '../blog-uuid.js';
import type { TumblrBlogSource } from './sources.js';

/** A blog with what its info counts, loaded by load-blog.ts. */
export type TumblrBlogInfoSource = TumblrBlogSource & { posts: number };

/** The reader's relation to the blog, through the blog they act as; null with an API key alone. */
export interface BlogRelation {
  followed: boolean;
  subscribed: boolean;
  /** The reader's blog blocks this one. */
  blocked: boolean;
}

/** Every size Tumblr serves an avatar at (api.md `/avatar`), largest first as Tumblr lists them. */
function avatars(blog: TumblrBlogSource) {
  return [...AVATAR_SIZES].reverse().map((size) => ({
    width: size,
    height: size,
    url: absoluteSiteUrl(avatarUrl(blog.name, size, blog.avatar_version)),
  }));
}

/** The blog's look (api.md "`theme` object"), with the fields Rookery keeps; header images absolute. */
function theme(blog: TumblrBlogSource) {
  const t = presentTheme(blog);
  const header = t.header_image ? absoluteSiteUrl(t.header_image) : '';
  return {
    avatar_shape: t.avatar_shape,
    background_color: t.background_color,
    header_image: header,
    header_image_focused: header,
    header_image_scaled: header,
    header_stretch: t.header_stretch,
    link_color: t.link_color,
    show_avatar: t.show_avatar,
    show_description: t.show_description,
    show_header_image: t.show_header_image,
    show_title: t.show_title,
    title_color: t.title_color,
    title_font: t.title_font,
    title_font_weight: t.title_font_weight,
  };
}

/**
 * A blog's info (api.md `/info` "Response"), as `/info` and `/posts` answer it. `ask_anon` only
 * where asks are on; `followed`, `subscribed`, `can_subscribe` and `is_blocked_from_primary` only
 * when someone reads (the blog they act as stands for Tumblr's primary blog). Rookery shows no
 * blog's likes nor whom it follows, so `likes` is left out and both shares are false.
 */
export function presentBlogInfo(blog: TumblrBlogInfoSource, relation: BlogRelation | null) {
  return {
    title: blog.title,
    name: blog.name,
    posts: blog.posts,
    url: absoluteBlogUrl(blog.name),
    updated: blog.updated ? unixSeconds(blog.updated) : 0,
    description: blog.description,
    ask: blog.asks,
    ...(blog.asks ? { ask_anon: blog.anonymous_asks } : {}),
    ask_page_title: blog.ask_page_title,
    avatar: avatars(blog),
    theme: theme(blog),
    uuid: tumblrUuid(blog.uuid),
    can_chat: blog.can_receive_messages,
    share_likes: false,
    share_following: false,
    is_nsfw: blog.is_adult || blog.is_nsfw,
    is_adult: blog.is_adult || blog.is_nsfw,
    ...(relation
      ? {
          followed: relation.followed,
          can_subscribe: relation.followed,
          subscribed: relation.followed && relation.subscribed,
          is_blocked_from_primary: relation.blocked,
        }
      : { can_subscribe: false, subscribed: false }),
  };
}
