import type { PostExtra } from '../../../db/schema.js';
import { configureBlogUrls } from '../../blog-hosts/blog-urls.js';
import { emptyContentRow } from '../npf/from-rookery/test-content.js';
import type { TumblrBlogSource, TumblrPostContext, TumblrPostSource } from './sources.js';

/**
 * Blogs at `{name}.rookery.test`, as Tumblr's are at `{name}.tumblr.com` (issue 21's BLOG_DOMAIN):
 * every address in the documentation's examples then has its exact shape here.
 */
export function configureBlogDomainSite(): void {
  configureBlogUrls({ publicUrl: 'https://rookery.test', blogDomain: 'rookery.test', domains: undefined });
}

/** A blog as load-blogs.ts reads one. */
export const testBlogSource = (name: string, more: Partial<TumblrBlogSource> = {}): TumblrBlogSource => ({
  id: `${name.length}`,
  name,
  uuid: '0d9634c4-bd85-8b53-8526-0e18c6999e81',
  title: `${name}'s blog`,
  description: '',
  avatar_version: 1,
  theme: {},
  asks: true,
  anonymous_asks: false,
  ask_page_title: 'Ask me anything',
  can_receive_messages: true,
  is_adult: false,
  is_nsfw: false,
  updated: new Date('2026-01-01T00:00:00Z'),
  followed: false,
  ...more,
});

export const testContext = (...blogs: TumblrBlogSource[]): TumblrPostContext => ({
  blogs: new Map(blogs.map((blog) => [blog.name, blog])),
  viewer: null,
});

/** A published post of `blog` as the hydration reads it, with nothing but what `more` gives. */
export function testPost(
  blog: string,
  more: Partial<Omit<TumblrPostSource, 'extra'>> & { extra?: PostExtra } = {},
): TumblrPostSource {
  const at = new Date('2026-01-01T00:00:00Z');
  return {
    id: '1',
    blog_id: '1',
    state: 'published',
    is_private: false,
    publish_on: null,
    published_at: at,
    created_at: at,
    format: 0,
    ...emptyContentRow,
    extra: {},
    photos: [],
    tags: [],
    slug: '',
    source_url: '',
    members_only: false,
    owner_flagged_nsfw: false,
    is_sensitive: false,
    can_be_liked: true,
    can_be_reblogged: true,
    carousel_display: false,
    is_reblog: false,
    parent_post_id: null,
    parent_blog_id: null,
    root_post_id: null,
    root_blog_id: null,
    reblog_key: 'key',
    trail: [],
    note_count: 0,
    classification: 'none',
    appeal_state: -1,
    blog_name: blog,
    blog_user_id: '1',
    blog_avatar_version: 1,
    blog_title: `${blog}'s blog`,
    blog_uuid: '0d9634c4-bd85-8b53-8526-0e18c6999e81',
    blog_avatar_shape: null,
    blog_is_adult: false,
    parent_blog_name: null,
    root_blog_name: null,
    root_note_count: null,
    liked: false,
    followed: false,
    parent_followed: false,
    reblogged: false,
    is_subscribed: false,
    promoted_tags: null,
    video_media: null,
    blog_withheld: false,
    ...more,
  };
}
