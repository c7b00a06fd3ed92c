import {
  deletePostSchema,
  fetchPostSchema,
  fragmentParamsSchema,
  listPostsQuerySchema,
  publishPostSchema,
  updatePayloadSchema,
} from '@rookery/core';
import { z } from 'zod';
import type { FeatureCalls } from '../openapi/call-description.js';
import { blogName, namedBlog, postId } from '../openapi/path-params.js';
import { query as fragmentQuery } from './fragment/routes.js';

const FRAGMENT = '/svc/post/:pageRoot/:direction/:refPostId';
const postPage = 'A page of posts: `{ posts, next }`; `next` is the `before` of the page after it.';

/** The post calls (posts/routes.ts, fragment/): the composer's save, fetch and delete, lists, permalinks. */
export const postCalls: FeatureCalls = {
  tag: 'posts',
  about:
    "Writing, editing, reblogging and deleting posts (the composer's calls), a blog's posts, a permalink.",
  calls: [
    {
      method: ['POST', 'PUT'],
      path: '/svc/post/update',
      summary: 'Save a post: new, edit (edit_post_id) or reblog (reblog_post_id and reblog_key)',
      description:
        "The composer's save (spec document 1 §7). The fields of each type travel in `post[one]`, `post[two]` and `post[three]`; photos in `images[{id}]` with their captions in `caption[{id}]`. Refused fields are named in the errors.",
      access: 'member',
      body: updatePayloadSchema,
      returns: "The saved post's id, state and address, and the message to show.",
    },
    {
      method: 'POST',
      path: '/svc/post/fetch',
      summary: 'A post as the composer edits it, or the post a reblog starts from',
      access: 'member',
      body: fetchPostSchema,
    },
    {
      method: 'POST',
      path: '/svc/post/get_post_form_builder_data',
      summary: "The composer's data: your blogs and what each may do",
      access: 'member',
    },
    {
      method: ['POST', 'DELETE'],
      path: '/svc/post/delete',
      summary: 'Delete one of your posts',
      access: 'member',
      body: deletePostSchema,
    },
    {
      method: 'GET',
      path: '/svc/blog/:name/post/:id',
      summary: "A post's permalink data, as the reader may see it",
      access: 'anyone',
      params: z.object({
        name: blogName,
        id: postId,
      }),
    },
    {
      method: 'POST',
      path: '/publish',
      summary: 'Publish a draft now, or add it to the queue',
      access: 'member',
      body: publishPostSchema,
    },
    {
      method: 'GET',
      path: '/svc/blog/:name/posts',
      summary: "A blog's posts, newest first; its owner may list drafts, the queue or private ones",
      access: 'anyone',
      params: namedBlog,
      query: listPostsQuerySchema,
      returns: postPage,
    },
    {
      method: 'GET',
      path: FRAGMENT,
      summary: 'The HTML of the posts around a post on the dashboard, drafts or inbox page',
      access: 'member',
      params: fragmentParamsSchema,
      query: fragmentQuery,
      answers: { 'text/html': 'The posts, rendered as the page renders them.' },
    },
    {
      method: ['POST', 'PUT', 'PATCH', 'DELETE'],
      path: FRAGMENT,
      summary: 'Refused: the fragments are only read (405, Allow: GET)',
      access: 'anyone',
      params: fragmentParamsSchema,
    },
  ],
};
