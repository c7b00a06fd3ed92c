import { notesQuerySchema, replySchema } from '@rookery/core';
import type { FeatureCalls } from '../openapi/call-description.js';
import { notesParams, subscriptionParams } from './routes.js';

const SUBSCRIPTION = '/svc/blog/:name/posts/:post_id/subscription';

/** Replies, notes and post subscriptions (replies/routes.ts). */
export const replyCalls: FeatureCalls = {
  tag: 'replies',
  about: "Replying to posts, a post's notes, and following a post's replies.",
  calls: [
    { method: 'POST', path: '/svc/reply', summary: 'Reply to a post', access: 'member', body: replySchema },
    {
      method: 'GET',
      path: '/svc/post/:id/notes',
      summary: "A post's notes: replies, likes and reblogs",
      access: 'anyone',
      params: notesParams,
      query: notesQuerySchema,
    },
    {
      method: 'POST',
      path: SUBSCRIPTION,
      summary: "Follow a post's replies",
      access: 'member',
      params: subscriptionParams,
    },
    {
      method: 'DELETE',
      path: SUBSCRIPTION,
      summary: "Stop following a post's replies",
      access: 'member',
      params: subscriptionParams,
    },
  ],
};
