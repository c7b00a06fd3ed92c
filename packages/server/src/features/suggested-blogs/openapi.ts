import { suggestedBlogsQuerySchema } from '@rookery/core';
import type { FeatureCalls } from '../openapi/call-description.js';

/** Suggested blogs (suggested-blogs/routes.ts). */
export const suggestedBlogCalls: FeatureCalls = {
  tag: 'suggested-blogs',
  about: '"Check out these blogs".',
  calls: [
    {
      method: 'GET',
      path: '/svc/blogs/suggested',
      summary: 'Blogs to follow',
      access: 'anyone',
      query: suggestedBlogsQuerySchema,
    },
  ],
};
