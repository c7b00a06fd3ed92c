import {
  avatarUrl,
  type BlogData,
  type Channel,
  DEFAULT_THEME,
  type GlobalThemeParams,
  mentionToken,
  type OwnBlogData,
} from '@rookery/core';
import { blogHref, customDomainOf } from '../blog-hosts/blog-urls.js';
import { withProxiedImages } from '../image-proxy/proxied.js';
import type { BlogRow } from './blog-row.js';

/** Stored theme values over the defaults; the header image key becomes its public path. */
export function presentTheme(row: Pick<BlogRow, 'theme'>): GlobalThemeParams {
  const stored = row.theme as Partial<GlobalThemeParams> & { header_key?: string };
  const { header_key, ...rest } = stored;
  const header = header_key ? `/media/${header_key}` : null;
  return { ...DEFAULT_THEME, ...rest, header_image: header, header_image_focused: header };
}

/** What the viewer's relation to the blog is; follows are counted by the caller in one query. */
export interface Relation {
  following: boolean;
  followersCount?: number;
  /** The viewer's current blog subscribes to it (only while following) / blocks it. */
  subscribed?: boolean;
  blocking?: boolean;
}

export function presentBlog(row: BlogRow, relation: Relation = { following: false }): BlogData {
  const theme = presentTheme(row);
  return {
    name: row.name,
    uuid: row.uuid,
    url: blogHref(row.name),
    cname: customDomainOf(row.name),
    title: row.title,
    description: withProxiedImages(row.description),
    avatar_url: avatarUrl(row.name, 128, row.avatar_version),
    global_theme_params: theme,
    asks: row.asks,
    anonymous_asks: row.anonymous_asks,
    submissions: row.submissions,
    ask_page_title: row.ask_page_title,
    can_receive_messages: row.can_receive_messages,
    following: relation.following,
    // Spec document 1 §4: one can subscribe to a blog only while following it.
    can_subscribe: relation.following,
    is_subscribed: relation.following && !!relation.subscribed,
    is_blocking: !!relation.blocking,
    is_legacy_private_channel: row.is_private,
    directory_safe_title: row.title || row.name,
    has_default_header: theme.header_image === null,
    customizable: false,
    is_adult: row.is_adult || row.is_nsfw,
    blog_ads: row.blog_ads,
  };
}

export function presentOwnBlog(row: BlogRow, isPrimary: boolean, followersCount: number): OwnBlogData {
  return {
    ...presentBlog(row, { following: false }),
    customizable: true,
    is_primary: isPrimary,
    messages_from_followed_only: row.messages_from_followed_only,
    twitter_send_posts: row.twitter_send_posts,
    facebook_opengraph_send_posts: row.facebook_opengraph_send_posts,
    followers_count: followersCount,
    posts_per_day: row.posts_per_day,
    queue_start_hour: row.queue_start_hour,
    queue_end_hour: row.queue_end_hour,
  };
}

/** One of the user's blogs as a channel; `unread` is its unread messages (messaging/counts.ts). */
export function presentChannel(
  row: BlogRow,
  { isCurrent, isPrimary, unread }: { isCurrent: boolean; isPrimary: boolean; unread: number },
): Channel {
  return {
    name: row.name,
    uuid: row.uuid,
    token: mentionToken(row),
    // GET /svc/user/counts keys each blog's unread messages by its uuid (spec document 3 §7).
    mention_key: row.uuid,
    title: row.title,
    is_current: isCurrent,
    is_primary: isPrimary,
    following: false,
    can_send_messages: row.can_receive_messages,
    unread_count: unread,
    unread_messages_count_sum: unread,
    can_subscribe: false,
    is_subscribed: false,
    avatar_url: avatarUrl(row.name, 128, row.avatar_version),
    global_theme_params: presentTheme(row),
    is_suspended: row.is_suspended,
    highlighted_posts: [],
    twitter_send_posts: row.twitter_send_posts,
    facebook_opengraph_send_posts: row.facebook_opengraph_send_posts,
    is_legacy_private_channel: row.is_private,
    directory_safe_title: row.title || row.name,
  };
}
