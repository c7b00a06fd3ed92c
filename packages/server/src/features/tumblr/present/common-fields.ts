import { deriveState, type PostContent, type PostState, postSummary } from '@rookery/core';
import { absoluteBlogUrl, absoluteSiteUrl, blogPageHref } from '../../blog-hosts/blog-urls.js';
import { postDate, postUrl } from '../../posts/present.js';
import { shortCode } from '../../share/short-link.js';
import { apiDate, unixSeconds } from '../api-date.js';
import { tumblrUuid } from '../blog-uuid.js';
import { hostOf } from '../npf/from-rookery/addresses.js';
import type { ShortBlogInfo } from '../npf/from-rookery/types.js';
import { shortBlogInfo } from './short-blog.js';
import type { TumblrPostContext, TumblrPostSource } from './sources.js';

/**
 * Rookery's states in Tumblr's words (api.md: published, queued, draft, private; a submission's
 * `submission`). A scheduled post is queued, as Tumblr's are (its `queued_state` says scheduled);
 * a video still converting is queued too: it goes out by itself once converted.
 */
export const TUMBLR_STATES: Readonly<Record<PostState, string>> = {
  published: 'published',
  private: 'private',
  draft: 'draft',
  queued: 'queued',
  scheduled: 'queued',
  transcoding: 'queued',
  unapproved: 'submission',
};

/**
 * The post's blog as the context has it (load-posts.ts loads the blogs posts name); a blog the
 * lookup leaves out (withheld by a moderator, read by its owner) shows what the post's read carries.
 */
function blogOf(post: TumblrPostSource, context: TumblrPostContext): ShortBlogInfo {
  const loaded = context.blogs.get(post.blog_name);
  if (loaded) return shortBlogInfo(loaded);
  return {
    name: post.blog_name,
    title: post.blog_title,
    description: '',
    url: absoluteBlogUrl(post.blog_name),
    uuid: tumblrUuid(post.blog_uuid),
    updated: 0,
  };
}

/** The fields of a queued post (api.md `/posts/{post-id}` fetch): queued or scheduled, and when. */
function queuedFields(post: TumblrPostSource, state: PostState) {
  if (state !== 'queued' && state !== 'scheduled') return {};
  if (!post.publish_on) return { queued_state: 'queued' };
  return {
    queued_state: 'scheduled',
    scheduled_publish_time: unixSeconds(post.publish_on),
    publish_on: post.publish_on.toISOString(),
  };
}

/**
 * What every post of the API carries, legacy or NPF (api.md "Fields available for all Post
 * types", and the fields the fetch route and Tumblr's answers add), from the post and its content
 * as presentContent reads it: ids as number and string,
 * absolute addresses, Tumblr's date, state and format, the reblog key, tags, notes, and what may
 * be done with it. `liked` and `followed` only when someone reads; `genesis_post_id` only for the
 * owner (ids never change on publishing here, so it is the id). Rookery has no bookmarklet nor
 * mobile publishing, so those flags (shown only when true) never are.
 */
export function commonFields(post: TumblrPostSource, content: PostContent, context: TumblrPostContext) {
  const state = deriveState(post);
  const shared = state === 'published' && !post.members_only;
  const date = new Date(postDate(post));
  const parent = post.parent_blog_name ? context.blogs.get(post.parent_blog_name) : undefined;
  const viewer = context.viewer;
  return {
    object_type: 'post',
    blog_name: post.blog_name,
    blog: blogOf(post, context),
    id: Number(post.id),
    id_string: post.id,
    ...(viewer && viewer.userId === post.blog_user_id ? { genesis_post_id: post.id } : {}),
    post_url: postUrl(post, true),
    ...(post.parent_post_id && post.parent_blog_name
      ? {
          parent_post_url: blogPageHref(`/${post.parent_blog_name}/post/${post.parent_post_id}`, true),
          parent_post_id: post.parent_post_id,
          ...(parent ? { parent_tumblelog_uuid: tumblrUuid(parent.uuid) } : {}),
        }
      : {}),
    tumblelog_uuid: tumblrUuid(post.blog_uuid),
    slug: post.slug,
    date: apiDate(date),
    timestamp: unixSeconds(date),
    state: TUMBLR_STATES[state],
    ...queuedFields(post, state),
    // A submission waiting for the blog (api.md `/posts/submission`), with who sent it.
    ...(state === 'unapproved'
      ? { is_submission: true, ...(content.submitted_by ? { post_author: content.submitted_by } : {}) }
      : {}),
    format: post.format === 2 ? 'markdown' : 'html',
    reblog_key: post.reblog_key,
    tags: post.tags,
    short_url: absoluteSiteUrl(`/p/${shortCode(post.id)}`),
    summary: postSummary({ ...content, type: post.type, trail: post.trail }),
    should_open_in_legacy: false,
    recommended_source: null,
    recommended_color: null,
    note_count: post.root_post_id ? (post.root_note_count ?? 0) : post.note_count,
    ...(post.source_url ? { source_url: post.source_url, source_title: hostOf(post.source_url) } : {}),
    ...(viewer ? { liked: post.liked, followed: post.followed } : {}),
    can_like: shared && post.can_be_liked,
    can_reblog: shared && post.can_be_reblogged,
    can_send_in_message: shared,
    can_reply: shared,
    display_avatar: true,
    interactability_reblog: post.can_be_reblogged ? 'everyone' : 'noone',
  };
}
