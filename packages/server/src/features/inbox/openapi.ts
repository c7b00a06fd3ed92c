import { inboxQuerySchema } from '@rookery/core';
import type { FeatureCalls } from '../openapi/call-description.js';
import { namedBlog } from '../openapi/path-params.js';

/** A blog's inbox (inbox/routes.ts). */
export const inboxCalls: FeatureCalls = {
  tag: 'inbox',
  about: "A blog's asks and submissions, for its owner.",
  calls: [
    {
      method: 'GET',
      path: '/svc/blog/:name/inbox',
      summary: "Your blog's asks and submissions, newest first",
      access: 'member',
      params: namedBlog,
      query: inboxQuerySchema,
    },
    {
      method: 'GET',
      path: '/svc/blog/:name/inbox/count',
      summary: "How many items your blog's inbox holds",
      access: 'member',
      params: namedBlog,
    },
  ],
};
