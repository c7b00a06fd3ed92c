import { feedQuerySchema, newPostsQuerySchema } from '@rookery/core';
import type { FeatureCalls } from '../openapi/call-description.js';

/** The dashboard (dashboard/routes.ts). */
export const dashboardCalls: FeatureCalls = {
  tag: 'dashboard',
  about: "The signed-in reader's feed of the blogs they follow.",
  calls: [
    {
      method: 'GET',
      path: '/svc/dashboard',
      summary: 'Your dashboard: posts of the blogs you follow, newest first, a page at a time',
      access: 'member',
      query: feedQuerySchema,
      returns: 'A page of posts: `{ posts, next }`; `next` is the `before` of the page after it.',
    },
    {
      method: 'GET',
      path: '/svc/dashboard/new_posts',
      summary: 'How many posts arrived since a post: the "N new posts" pill',
      access: 'member',
      query: newPostsQuerySchema,
      returns: '`{ count, more }`.',
    },
  ],
};
