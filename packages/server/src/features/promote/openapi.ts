import { promoteSchema, unpromoteSchema } from '@rookery/core';
import type { FeatureCalls } from '../openapi/call-description.js';

/** Promoting posts in a tag (promote/routes.ts). */
export const promoteCalls: FeatureCalls = {
  tag: 'promote',
  about: 'Putting a post first on a tag page.',
  calls: [
    {
      method: 'POST',
      path: '/svc/promote',
      summary: 'Promote a post in a tag',
      access: 'member',
      body: promoteSchema,
    },
    {
      method: 'POST',
      path: '/svc/unpromote',
      summary: 'Stop promoting it',
      access: 'member',
      body: unpromoteSchema,
    },
  ],
};
