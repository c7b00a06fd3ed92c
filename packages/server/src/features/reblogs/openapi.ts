import { fastReblogSchema } from '@rookery/core';
import type { FeatureCalls } from '../openapi/call-description.js';

/** Fast reblog (reblogs/routes.ts); the full reblog is the composer's save. */
export const reblogCalls: FeatureCalls = {
  tag: 'reblogs',
  about: 'Reblogging at once, without the composer.',
  calls: [
    {
      method: 'POST',
      path: '/fast_reblog',
      summary: 'Reblog a post at once with no comment, or add the reblog to the queue',
      access: 'member',
      body: fastReblogSchema,
      returns: 'The new reblog.',
    },
  ],
};
