import { activityQuerySchema, activityReadSchema } from '@rookery/core';
import type { FeatureCalls } from '../openapi/call-description.js';

/** The activity menu (activity/routes.ts). */
export const activityCalls: FeatureCalls = {
  tag: 'activity',
  about: 'What happened to your blogs: likes, reblogs, replies, follows, asks.',
  calls: [
    {
      method: 'GET',
      path: '/svc/activity',
      summary: "A blog's activity, newest first",
      access: 'member',
      query: activityQuerySchema,
    },
    { method: 'GET', path: '/svc/activity/unread', summary: 'Unread activity, per blog', access: 'member' },
    {
      method: 'POST',
      path: '/svc/activity/read',
      summary: "Mark a blog's activity read",
      access: 'member',
      body: activityReadSchema,
    },
  ],
};
