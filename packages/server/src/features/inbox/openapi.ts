import { inboxQuerySchema } from '@rookery/core';
import { z } from 'zod';
import type { FeatureCalls } from '../openapi/call-description.js';

const named = z.object({ name: z.string().describe("Your blog's name.") });

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
      params: named,
      query: inboxQuerySchema,
    },
    {
      method: 'GET',
      path: '/svc/blog/:name/inbox/count',
      summary: "How many items your blog's inbox holds",
      access: 'member',
      params: named,
    },
  ],
};
