import { feedQuerySchema } from '@rookery/core';
import type { FeatureCalls } from '../openapi/call-description.js';
import { params } from './routes.js';

/** Tag pages (tagged/routes.ts). */
export const taggedCalls: FeatureCalls = {
  tag: 'tagged',
  about: 'The posts of the whole site with a tag.',
  calls: [
    {
      method: 'GET',
      path: '/svc/tagged/:tag',
      summary: "The site's public posts with a tag, newest first; promoted posts lead the first page",
      access: 'anyone',
      params,
      query: feedQuerySchema,
      returns: 'A page of posts: `{ posts, next }`.',
    },
  ],
};
