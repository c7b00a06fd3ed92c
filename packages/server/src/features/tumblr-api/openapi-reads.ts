import { AVATAR_SIZES, POST_TYPES } from '@rookery/core';
import { z } from 'zod';
import type { CallDescription } from '../openapi/call-description.js';
import { apiKeyQuery, blogParams } from './openapi-params.js';

/** The read endpoints of the Tumblr-compatible API (issue 24), as api.md documents them. */

const flag = (what: string) => z.enum(['true', 'false', '1', '0']).optional().describe(what);
const count = (what: string) => z.string().regex(/^\d+$/).optional().describe(what);
const limit = count('How many: 1–20, 20 when absent.');
const offset = count('Where the page starts, 0 when absent.');
const paging = apiKeyQuery.extend({ limit, offset });
const postsFormat = {
  npf: flag('`true`: every post in the Neue Post Format, else the legacy format.'),
  reblog_info: flag('`true`: each post with its `reblogged_from_*` and `reblogged_root_*` fields.'),
  notes_info: flag('`true`: each post with its latest 50 `notes`.'),
  filter: z
    .enum(['text', 'raw'])
    .optional()
    .describe('`text`: the legacy format’s HTML fields as plain text; `raw` answers as without it.'),
};
const postsQuery = paging.extend({
  ...postsFormat,
  id: count('One post by id (404 when the blog has no such published post).'),
  tag: z
    .union([z.string(), z.array(z.string()).max(4)])
    .optional()
    .describe('Posts with this tag, or with all of up to four (`tag[0]=…&tag[1]=…`).'),
  before: count('Posts published before this Unix time (seconds); not with `offset`.'),
  after: count('Posts published after this Unix time (seconds); not with `offset`.'),
  sort: z.enum(['desc', 'asc']).optional().describe('By publishing time: newest first (`desc`) or oldest.'),
});
const postsParams = blogParams.extend({
  which: z
    .string()
    .describe(
      `A post type (${POST_TYPES.join(', ')}) to list, or a post id to fetch (\`/posts/{post-id}\`).`,
    ),
});

const postsAnswer =
  '`{ blog, posts, total_posts, _links: { next } }`: `blog` as `/info`; posts newest first, legacy or NPF.';
const blogsAnswer = '`{ blogs: [{ name, title, description, url, uuid, updated }], total_blogs }`.';
const likedAnswer =
  '`{ liked_posts: [... with liked_timestamp], liked_count, _links: { next, prev } }`; one of `offset` (≤ 1000), `before`, `after`.';
const likesQuery = paging.extend({
  ...postsFormat,
  before: count('Likes before this Unix time (seconds).'),
  after: count('Likes after this Unix time (seconds).'),
});

export const tumblrApiReadCalls: readonly CallDescription[] = [
  {
    method: 'GET',
    path: '/v2/blog/:blog/posts',
    summary: "A blog's published posts, newest first",
    description:
      'Public posts to an API key; the blog’s owner (OAuth) also sees its private ones. By `offset` or `before`.',
    access: 'api_key',
    params: blogParams,
    query: postsQuery,
    returns: postsAnswer,
  },
  {
    method: 'GET',
    path: '/v2/blog/:blog/posts/:which',
    summary: "A blog's published posts of one type, or one post by id",
    description:
      '`/posts/{type}` lists as `/posts` does. `/posts/{post-id}` answers the post itself, NPF unless `post_format=legacy`; its owner reads it in any state.',
    access: 'api_key',
    params: postsParams,
    query: postsQuery.extend({ post_format: z.enum(['npf', 'legacy']).optional() }),
    returns: `${postsAnswer} For a post id: the post, with \`object_type: "post"\`.`,
  },
  {
    method: 'GET',
    path: '/v2/blog/:blog/posts/queue',
    summary: "The queue of the caller's blog, in publishing order",
    access: 'oauth',
    params: blogParams,
    query: paging.extend(postsFormat),
    returns: '`{ posts, _links: { next } }`.',
  },
  {
    method: 'GET',
    path: '/v2/blog/:blog/posts/draft',
    summary: "The drafts of the caller's blog, newest first",
    access: 'oauth',
    params: blogParams,
    query: apiKeyQuery.extend({ ...postsFormat, before_id: count('Drafts older than this post id.') }),
    returns: '`{ posts, _links: { next } }`, 20 a page.',
  },
  {
    method: 'GET',
    path: '/v2/blog/:blog/posts/submission',
    summary: "The submissions waiting for the caller's blog, newest first",
    access: 'oauth',
    params: blogParams,
    query: paging.extend(postsFormat),
    returns: '`{ posts: [... with is_submission, post_author], _links: { next } }`, 20 a page.',
  },
  {
    method: 'GET',
    path: '/v2/blog/:blog/avatar',
    summary: "A blog's avatar, 64 pixels square",
    access: 'anyone',
    params: blogParams,
    redirect: 302,
    returns: '`{ avatar_url }`, the address the redirect goes to.',
  },
  {
    method: 'GET',
    path: '/v2/blog/:blog/avatar/:size',
    summary: "A blog's avatar at one of Tumblr's sizes",
    access: 'anyone',
    params: blogParams.extend({ size: z.enum(AVATAR_SIZES.map(String) as [string, ...string[]]) }),
    redirect: 302,
    returns: '`{ avatar_url }`, the address the redirect goes to.',
  },
  {
    method: 'GET',
    path: '/v2/blog/:blog/likes',
    summary: "The posts a blog liked: its owner's only, as Rookery shares no blog's likes",
    description: 'Anyone else is refused with 403, as Tumblr refuses a blog that does not share its likes.',
    access: 'api_key',
    params: blogParams,
    query: likesQuery,
    returns: likedAnswer,
  },
  {
    method: 'GET',
    path: '/v2/blog/:blog/following',
    summary: "The blogs the caller's blog follows, most recent first",
    access: 'oauth',
    params: blogParams,
    query: paging,
    returns: blogsAnswer,
  },
  {
    method: 'GET',
    path: '/v2/blog/:blog/followers',
    summary: "The blogs that follow the caller's blog, most recent first",
    access: 'oauth',
    params: blogParams,
    query: paging,
    returns: '`{ total_users, users: [{ name, following, url, updated }] }`.',
  },
  {
    method: 'GET',
    path: '/v2/blog/:blog/followed_by',
    summary: "Whether a blog follows the caller's blog",
    access: 'oauth',
    params: blogParams,
    query: apiKeyQuery.extend({ query: z.string().describe('The name of the blog that may follow.') }),
    returns: '`{ followed_by }`.',
  },
  {
    method: 'GET',
    path: '/v2/blog/:blog/blocks',
    summary: "The blogs the caller's blog blocks, most recent first",
    access: 'oauth',
    params: blogParams,
    query: paging,
    returns:
      '`{ blocked_tumblelogs: [{ name, title, description, url, uuid, updated }], _links: { next } }`.',
  },
  {
    method: 'GET',
    path: '/v2/blog/:blog/notes',
    summary: "A post's notes, newest first",
    access: 'api_key',
    params: blogParams,
    query: apiKeyQuery.extend({
      id: z.string().describe('The post.'),
      mode: z.enum(['all', 'likes', 'conversation', 'rollup', 'reblogs_with_tags']).optional(),
      before_timestamp: count('Notes before this Unix time (seconds).'),
    }),
    returns:
      '`{ notes, total_notes, _links: { next } }`; `conversation` adds `rollup_notes`, `total_likes`, `total_reblogs`.',
  },
  {
    method: 'GET',
    path: '/v2/blog/:blog/notifications',
    summary: "The activity of the caller's blog, newest first",
    access: 'oauth',
    params: blogParams,
    query: apiKeyQuery.extend({
      before: count('Items before this Unix time (seconds).'),
      types: z
        .union([z.string(), z.array(z.string())])
        .optional()
        .describe('Only items of these types.'),
    }),
    returns:
      '`{ notifications: [{ id, type, timestamp, unread, target_post_id, from_tumblelog_name, post_id, added_text, reply_text }], _links: { next } }`.',
  },
  {
    method: 'GET',
    path: '/v2/user/dashboard',
    summary: "The user's dashboard, newest first",
    access: 'oauth',
    query: paging.extend({
      ...postsFormat,
      type: z.enum(POST_TYPES).optional(),
      since_id: count('Only posts newer than this post id.'),
    }),
    returns: '`{ posts }`, each with its `blog_name`.',
  },
  {
    method: 'GET',
    path: '/v2/user/likes',
    summary: 'The posts the user liked, the latest like first',
    access: 'oauth',
    query: likesQuery,
    returns: likedAnswer,
  },
  {
    method: 'GET',
    path: '/v2/user/following',
    summary: "The blogs the user's primary blog follows",
    access: 'oauth',
    query: paging,
    returns: blogsAnswer,
  },
  {
    method: 'GET',
    path: '/v2/user/limits',
    summary: "The user's limits on posts and follows, and what remains of them",
    access: 'oauth',
    returns: '`{ user: { posts, follows } }`, each `{ description, limit, remaining, reset_at }`.',
  },
  {
    method: 'GET',
    path: '/v2/tagged',
    summary: 'Public posts with a tag across the site, newest first',
    access: 'api_key',
    query: apiKeyQuery.extend({
      ...postsFormat,
      tag: z.string(),
      before: count('Posts published before this Unix time (seconds).'),
      limit,
    }),
    returns: 'A bare array of posts, legacy or NPF.',
  },
];
