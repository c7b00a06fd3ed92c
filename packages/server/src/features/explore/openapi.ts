import { feedQuerySchema } from '@rookery/core';
import type { FeatureCalls } from '../openapi/call-description.js';

/** Explore (explore/routes.ts). */
export const exploreCalls: FeatureCalls = {
  tag: 'explore',
  about: 'What is trending, and the newest public posts.',
  calls: [
    {
      method: 'GET',
      path: '/svc/explore/trending',
      summary: 'Trending posts: the most notes this week',
      access: 'anyone',
      returns: '`{ posts, next }`.',
    },
    {
      method: 'GET',
      path: '/svc/explore/newest',
      summary: 'The newest public posts',
      access: 'anyone',
      query: feedQuerySchema,
      returns: 'A page of posts: `{ posts, next }`.',
    },
  ],
};
