import {
  avatarUrl,
  deriveState,
  type FormatCode,
  fetchStateCode,
  joined,
  type PostFetchData,
  type PostSaveResponse,
  type PostTumblelog,
  type PostView,
} from '@rookery/core';
import { blogHref, blogPageHref } from '../blog-hosts/blog-urls.js';
import { proxiedImageUrl, withProxiedImages } from '../image-proxy/proxied.js';
import { presentContent } from './content.js';
import { isoTime } from './iso-time.js';
import type { PostModelFields } from './pipeline/post-model.js';
import type { ListedPost, PostWithBlog } from './post-row.js';

/**
 * A post's permalink: on its blog's own host when it has one (features/blog-hosts), else
 * /{blog}/post/…; `absolute` for answers read off the site.
 */
export function postUrl(post: Pick<PostWithBlog, 'blog_name' | 'id' | 'slug'>, absolute = false): string {
  const path = post.slug
    ? joined('/', post.blog_name, '/post/', post.id, '/', post.slug)
    : joined('/', post.blog_name, '/post/', post.id);
  return blogPageHref(path, absolute);
}

export function presentTumblelog(post: PostWithBlog): PostTumblelog {
  return {
    name: post.blog_name,
    name_or_id: post.blog_name,
    url: blogHref(post.blog_name),
    post_url: postUrl(post),
    avatar: avatarUrl(post.blog_name, 128, post.blog_avatar_version),
  };
}

const iso = (date: Date | null) => (date ? isoTime(date) : null);

/** The post's date as readers see it: when it went out, else when it will, else when it was written. */
export function postDate(post: Pick<PostWithBlog, 'published_at' | 'publish_on' | 'created_at'>): string {
  return isoTime(post.published_at ?? post.publish_on ?? post.created_at);
}

/** Names of the blogs a reblog credits, loaded once per page by the caller. */
export type BlogNames = ReadonlyMap<string, string>;

/**
 * What a post shows by itself; the pipeline adds its blog, the viewer's state and the rest of the
 * post model (pipeline/run.ts, pipeline/post-model.ts).
 */
export type PostOwnView = Omit<
  PostView,
  | 'blog'
  | 'root_id'
  | 'note_count'
  | 'liked'
  | 'reblogged'
  | 'is_subscribed'
  | 'promoted_tags'
  | 'queue_position'
  | keyof PostModelFields
>;

/**
 * The content as readers get it: an image of another site, in rich text or as a link's thumbnail,
 * is given through Rookery's image proxy (features/image-proxy), so the other site never sees who
 * reads. The composer's fetch (presentFetchData) keeps the addresses as the author wrote them.
 */
function readersContent(post: ListedPost) {
  const content = presentContent(post);
  for (const field of ['body', 'caption', 'source', 'answer'] as const)
    content[field] = withProxiedImages(content[field]);
  content.thumbnail = proxiedImageUrl(content.thumbnail);
  return content;
}

function readersTrail(trail: ListedPost['trail']): ListedPost['trail'] {
  return trail.some((item) => item.content.includes('<img'))
    ? trail.map((item) => ({ ...item, content: withProxiedImages(item.content) }))
    : trail;
}

/**
 * One object literal of every field, the content's named one by one rather than spread or
 * assigned: V8 gives a literal all its fields in the object itself, so the list fields added
 * after it (pipeline/run.ts) still fit a fast object. Assigned onto the content's 24, they
 * overflowed it into a dictionary, which JSON.stringify walks several times slower (measured
 * with the bench's dashboard; `present.test.ts` checks the shape stays fast).
 */
export function presentPost(post: ListedPost, names: BlogNames): PostOwnView {
  const c = readersContent(post);
  return {
    title: c.title,
    body: c.body,
    caption: c.caption,
    linkthrough: c.linkthrough,
    quote: c.quote,
    source: c.source,
    url: c.url,
    thumbnail: c.thumbnail,
    excerpt: c.excerpt,
    author: c.author,
    chat: c.chat,
    embed_code: c.embed_code,
    ask: c.ask,
    answer: c.answer,
    layout: c.layout,
    photos: c.photos,
    media_url: c.media_url,
    video: c.video,
    track_title: c.track_title,
    track_artist: c.track_artist,
    track_album: c.track_album,
    album_art: c.album_art,
    asking_name: c.asking_name,
    submitted_by: c.submitted_by,
    id: post.id,
    type: post.type,
    blog_name: post.blog_name,
    post_url: postUrl(post),
    state: deriveState(post),
    date: postDate(post),
    publish_on: iso(post.publish_on),
    tags: post.tags,
    slug: post.slug,
    source_url: post.source_url,
    format: post.format as FormatCode,
    is_reblog: post.is_reblog,
    reblog_key: post.reblog_key,
    parent_post_id: post.parent_post_id,
    root_post_id: post.root_post_id,
    reblogged_from_name: post.parent_blog_id ? (names.get(post.parent_blog_id) ?? null) : null,
    reblogged_root_name: post.root_blog_id ? (names.get(post.root_blog_id) ?? null) : null,
    trail: readersTrail(post.trail),
    members_only: post.members_only,
    owner_flagged_nsfw: post.owner_flagged_nsfw,
    // Its own labels; a list adds its blog's (pipeline/run.ts).
    is_nsfw: post.is_sensitive,
    can_be_liked: post.can_be_liked,
    can_be_reblogged: post.can_be_reblogged,
    carousel_display: post.carousel_display,
  };
}

/**
 * Spec document 1 §7 fetch: tags comma joined, the format code, and the state as its §4 server code
 * (the client derives scheduled from publish_on and private from is_private).
 */
export function presentFetchData(post: PostWithBlog, canReblogAs: string[]): PostFetchData {
  return {
    ...presentContent(post),
    id: post.id,
    type: post.type,
    can_reblog_as: canReblogAs,
    state: fetchStateCode(post.state),
    publish_on: iso(post.publish_on),
    tags: post.tags.join(','),
    format: post.format as FormatCode,
    from_app: post.from_app,
    is_private: post.is_private,
    custom_tweet: post.custom_tweet,
    send_to_twitter: post.send_to_twitter,
    ads_cta_text_code: post.cta_text_code,
    enable_cta: post.enable_cta,
    redirect_url_primary: post.redirect_url_primary,
    redirect_url_ios: post.redirect_url_ios,
    redirect_url_android: post.redirect_url_android,
    enable_redirect_urls: post.enable_redirect_urls,
    source_url: post.source_url,
    slug: post.slug,
    date: iso(post.published_at) ?? '',
    members_only: post.members_only,
    owner_flagged_nsfw: post.owner_flagged_nsfw,
    can_be_liked: post.can_be_liked,
    can_be_reblogged: post.can_be_reblogged,
    carousel_display: post.carousel_display,
    tsp_skip_lightbox: post.tsp_skip_lightbox,
    confirm_tos: post.confirm_tos,
    copyright_fallback: post.extra.copyright_fallback ?? false,
    preuploaded_url: presentContent(post).media_url,
    reblog_key: post.reblog_key,
    trail: post.trail,
  };
}

export function presentSave(
  post: PostWithBlog,
  details: { created: boolean; message: string; contextPage: string; dashboardHtml: string },
): PostSaveResponse {
  return {
    post: {
      id: post.id,
      type: post.type,
      state: deriveState(post),
      is_edit: !details.created,
      is_reblog: post.is_reblog,
      publish_on: iso(post.publish_on),
      date: postDate(post),
    },
    post_tumblelog: presentTumblelog(post),
    created_post: details.created,
    message: details.message,
    post_context_page: details.contextPage,
    context_tumblelog: post.blog_name,
    post_dashboard_html: details.dashboardHtml,
  };
}
