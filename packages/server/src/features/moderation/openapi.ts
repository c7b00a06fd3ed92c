import {
  adminLogQuerySchema,
  adminReportsQuerySchema,
  adminRoleSchema,
  appealSchema,
  BLOG_TOGGLES,
  blogToggleSchema,
  postActionSchema,
  reportDecisionSchema,
} from '@rookery/core';
import type { FeatureCalls } from '../openapi/call-description.js';
import { namedBlog } from '../openapi/path-params.js';

/** Looks as if nothing were there to anyone but a moderator (moderation/roles.ts). */
const hidden = 'Anyone but a moderator gets 404, so the area does not show it exists.';

/** Moderation (moderation/routes.ts) and the /admin area's data (admin-routes.ts). */
export const moderationCalls: FeatureCalls = {
  tag: 'moderation',
  about: "Moderators' decisions on blogs and posts, appeals, reports and roles: the /admin area.",
  calls: [
    ...BLOG_TOGGLES.map((toggle) => ({
      method: 'POST' as const,
      path: `/${toggle}/toggle`,
      summary: `Turn a blog's ${toggle} mark on or off`,
      access: 'moderator' as const,
      body: blogToggleSchema,
    })),
    {
      method: 'POST',
      path: '/svc/admin/post',
      summary: 'Decide on a post: flag it sensitive, hide it, or take a decision back',
      description: "The post's owner is told by mail.",
      access: 'moderator',
      body: postActionSchema,
      returns: '`{ post_id, action }`.',
    },
    {
      method: 'POST',
      path: '/svc/appeal',
      summary: "Appeal a moderator's decision on your post",
      access: 'member',
      body: appealSchema,
    },
    {
      method: 'GET',
      path: '/svc/blog/:name/review',
      summary: "Your blog's posts a moderator decided on, with their appeals",
      access: 'member',
      params: namedBlog,
    },
    {
      method: 'GET',
      path: '/svc/admin/reports',
      summary: 'Open reports, oldest first',
      description: hidden,
      access: 'moderator',
      query: adminReportsQuerySchema,
    },
    {
      method: 'POST',
      path: '/svc/admin/report',
      summary: 'Close a report: resolved or dismissed',
      access: 'moderator',
      body: reportDecisionSchema,
    },
    {
      method: 'GET',
      path: '/svc/admin/blog/:name',
      summary: 'A blog as moderators see it: its marks, role and history',
      description: hidden,
      access: 'moderator',
      params: namedBlog,
    },
    {
      method: 'POST',
      path: '/svc/admin/role',
      summary: "Give or take the moderator or admin role of a blog's account",
      access: 'admin',
      body: adminRoleSchema,
      returns: '`{ tumblelog, role }`.',
    },
    {
      method: 'GET',
      path: '/svc/admin/appeals',
      summary: 'Appeals waiting for a decision',
      description: hidden,
      access: 'moderator',
    },
    {
      method: 'GET',
      path: '/svc/admin/log',
      summary: "The moderators' log, newest first",
      description: hidden,
      access: 'moderator',
      query: adminLogQuerySchema,
    },
  ],
};
