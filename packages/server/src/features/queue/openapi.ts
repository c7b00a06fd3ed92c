import { reorderQueueSchema } from '@rookery/core';
import type { FeatureCalls } from '../openapi/call-description.js';
import { namedBlog } from '../openapi/path-params.js';

/** The queue's order (queue/routes.ts). */
export const queueCalls: FeatureCalls = {
  tag: 'queue',
  about: "The order a blog's queue publishes in.",
  calls: [
    {
      method: 'POST',
      path: '/svc/blog/:name/queue/reorder',
      summary: "Order your blog's queue",
      access: 'member',
      params: namedBlog,
      body: reorderQueueSchema,
    },
  ],
};
