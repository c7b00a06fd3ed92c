import { feedQuerySchema, likeSchema } from '@rookery/core';
import type { FeatureCalls } from '../openapi/call-description.js';

/** Likes (likes/routes.ts). */
export const likeCalls: FeatureCalls = {
  tag: 'likes',
  about: 'Liking posts, and the posts you liked.',
  calls: [
    { method: 'POST', path: '/svc/like', summary: 'Like a post', access: 'member', body: likeSchema },
    { method: 'POST', path: '/svc/unlike', summary: 'Take a like back', access: 'member', body: likeSchema },
    {
      method: 'GET',
      path: '/svc/likes',
      summary: 'The posts you liked, the latest like first',
      access: 'member',
      query: feedQuerySchema,
      returns: 'A page of posts: `{ posts, next }`.',
    },
  ],
};
