import { insightQuerySchema } from '@rookery/core';
import type { FeatureCalls } from '../openapi/call-description.js';

/** The insight page's figures (insight/routes.ts). */
export const insightCalls: FeatureCalls = {
  tag: 'insight',
  about: "The operator's figures: sign-ups, posts, events over a range.",
  calls: [
    {
      method: 'GET',
      path: '/svc/admin/insight',
      summary: "The insight page's figures over a range",
      description: 'Anyone but a moderator gets 404.',
      access: 'moderator',
      query: insightQuerySchema,
    },
  ],
};
