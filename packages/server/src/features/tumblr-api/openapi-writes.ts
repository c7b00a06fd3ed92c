import { z } from 'zod';
import type { CallDescription } from '../openapi/call-description.js';

const blog = z.string().describe('A blog identifier: its name, its host name, or its uuid (`t:…`).');
const blogParams = z.object({ blog });
const postParams = z.object({ blog, id: z.string().describe('The post id.') });
const mine =
  "Only with a token that may write (OAuth 1.0a, or OAuth 2 with `write`), on its user's own blogs.";
const common =
  '`state` (published, draft, queue, private), `tags` (comma-separated), `date`, `slug`; a queued post may have `publish_on`.';
const legacyId = '`{ id, id_string }`.';

/** The API's writes (issue 24): posts legacy and NPF, the queue, blocks, likes and follows. */
export const tumblrApiWriteCalls: readonly CallDescription[] = [
  {
    method: 'POST',
    path: '/v2/blog/:blog/post',
    summary: 'Create a post (legacy): text, photo, quote, link, chat, audio or video',
    description: `${mine} The type's parameters as api.md lists them; ${common} \`format\` html or markdown. Photos by \`source\` or as \`data\` files (several make a photoset); a track or a video as \`data\`. 201 Created.`,
    access: 'oauth',
    params: blogParams,
    encodings: ['json', 'form', 'multipart'],
    returns: legacyId,
  },
  {
    method: 'POST',
    path: '/v2/blog/:blog/post/edit',
    summary: 'Edit a post (legacy): `id` and the post whole, as created',
    description: mine,
    access: 'oauth',
    params: blogParams,
    encodings: ['json', 'form', 'multipart'],
    returns: legacyId,
  },
  {
    method: 'POST',
    path: '/v2/blog/:blog/post/reblog',
    summary: 'Reblog a post (legacy): `id`, `reblog_key`, `comment`',
    description: `${mine} A key that is not the post's: 404. 201 Created.`,
    access: 'oauth',
    params: blogParams,
    encodings: ['json', 'form', 'multipart'],
    returns: legacyId,
  },
  {
    method: 'POST',
    path: '/v2/blog/:blog/post/delete',
    summary: 'Delete a post: `id`',
    description: mine,
    access: 'oauth',
    params: blogParams,
    returns: legacyId,
  },
  {
    method: 'POST',
    path: '/v2/blog/:blog/posts',
    summary: 'Create or reblog a post (NPF)',
    description: `${mine} \`content\` and \`layout\` (npf-spec); ${common} A reblog names \`parent_tumblelog_uuid\`, \`parent_post_id\` and \`reblog_key\` (400 with subcode 8002 when they name no post). JSON, or multipart with a \`json\` part and a part per media \`identifier\`. 201 Created.`,
    access: 'oauth',
    params: blogParams,
    encodings: ['json', 'multipart'],
    returns: '`{ id, state, display_text }`.',
  },
  {
    method: ['PUT', 'POST'],
    path: '/v2/blog/:blog/posts/:id',
    summary: 'Edit a post (NPF): every creation parameter again',
    description: `${mine} A POST only with \`X-HTTP-Method-Override: PUT\` (405 without).`,
    access: 'oauth',
    params: postParams,
    encodings: ['json', 'multipart'],
    returns: '`{ id, state, display_text }`.',
  },
  {
    method: 'POST',
    path: '/v2/blog/:blog/posts/queue/reorder',
    summary: 'Move a queued post after another (`post_id`, `insert_after`; 0 for the top)',
    description: mine,
    access: 'oauth',
    params: blogParams,
    returns: '`[]`.',
  },
  {
    method: 'POST',
    path: '/v2/blog/:blog/posts/queue/shuffle',
    summary: "Shuffle the blog's queue",
    description: mine,
    access: 'oauth',
    params: blogParams,
    returns: '`[]`.',
  },
  {
    method: 'POST',
    path: '/v2/blog/:blog/blocks',
    summary: 'Block a blog (`blocked_tumblelog`), or the sender of an ask or submission (`post_id`)',
    description: `${mine} 201 Created.`,
    access: 'oauth',
    params: blogParams,
    returns: '`[]`.',
  },
  {
    method: 'DELETE',
    path: '/v2/blog/:blog/blocks',
    summary: 'Unblock a blog (`blocked_tumblelog`)',
    description: mine,
    access: 'oauth',
    params: blogParams,
    returns: '`[]`.',
  },
  {
    method: 'POST',
    path: '/v2/user/like',
    summary: 'Like a post (`id`, `reblog_key`) as the primary blog',
    description: `${mine.split(',')[0]}. A post or key not found: 404.`,
    access: 'oauth',
    returns: '`[]`.',
  },
  {
    method: 'POST',
    path: '/v2/user/unlike',
    summary: 'Unlike a post (`id`, `reblog_key`)',
    access: 'oauth',
    returns: '`[]`.',
  },
  {
    method: 'POST',
    path: '/v2/user/follow',
    summary: 'Follow a blog by `url` (its address, host name or name) as the primary blog',
    description: 'No blog is found by `email` here: no setting lets one be. A blog not found: 404.',
    access: 'oauth',
    returns: '`{ blog }`.',
  },
  {
    method: 'POST',
    path: '/v2/user/unfollow',
    summary: 'Unfollow a blog by `url`',
    access: 'oauth',
    returns: '`[]`.',
  },
];
