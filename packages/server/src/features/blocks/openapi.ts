import { blockAddSchema, blockRemoveSchema, feedQuerySchema } from '@rookery/core';
import type { FeatureCalls } from '../openapi/call-description.js';
import { namedBlog } from '../openapi/path-params.js';

/** Blocks (blocks/routes.ts). */
export const blockCalls: FeatureCalls = {
  tag: 'blocks',
  about: 'Blocking blogs as one of your blogs.',
  calls: [
    {
      method: 'POST',
      path: '/svc/block/add',
      summary: 'Block a blog',
      access: 'member',
      body: blockAddSchema,
    },
    {
      method: 'POST',
      path: '/svc/block/remove',
      summary: 'Unblock a blog',
      access: 'member',
      body: blockRemoveSchema,
    },
    {
      method: 'GET',
      path: '/svc/blog/:name/blocks',
      summary: 'The blogs your blog blocks',
      access: 'member',
      params: namedBlog,
      query: feedQuerySchema,
    },
  ],
};
