import { feedQuerySchema, followSchema } from '@rookery/core';
import type { FeatureCalls } from '../openapi/call-description.js';

/** Following (social/routes.ts). */
export const socialCalls: FeatureCalls = {
  tag: 'social',
  about: 'Following blogs as the current blog.',
  calls: [
    { method: 'POST', path: '/svc/follow', summary: 'Follow a blog', access: 'member', body: followSchema },
    {
      method: 'POST',
      path: '/svc/unfollow',
      summary: 'Unfollow a blog',
      access: 'member',
      body: followSchema,
    },
    {
      method: 'GET',
      path: '/svc/following',
      summary: 'The blogs the current blog follows',
      access: 'member',
      query: feedQuerySchema,
    },
  ],
};
