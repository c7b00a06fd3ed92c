import { reportSchema } from '@rookery/core';
import type { FeatureCalls } from '../openapi/call-description.js';

/** Reports (reports/routes.ts). */
export const reportCalls: FeatureCalls = {
  tag: 'reports',
  about: 'Reporting a post, a message, an ask or a blog to the moderators.',
  calls: [
    {
      method: 'POST',
      path: '/svc/report',
      summary: 'Report something to the moderators',
      access: 'member',
      body: reportSchema,
    },
  ],
};
