import { AVATAR_SIZES, blogSettingsSchema, createBlogSchema, settingsSaveSchema } from '@rookery/core';
import { z } from 'zod';
import type { FeatureCalls } from '../openapi/call-description.js';
import { blogName, namedBlog } from '../openapi/path-params.js';
import { dataQuery } from './routes.js';

/** Blogs (blogs/routes.ts): making one, its settings, its data, export and avatar. */
export const blogCalls: FeatureCalls = {
  tag: 'blogs',
  about: 'Making a blog, its settings and theme, its public data, its avatar, and exporting it.',
  calls: [
    {
      method: 'POST',
      path: '/svc/blog/create',
      summary: 'Make a new blog of your account',
      access: 'member',
      body: createBlogSchema,
      returns: '`{ blog, user }`.',
    },
    {
      method: 'POST',
      path: '/svc/blog/:name/settings',
      summary: "Change your blog's title, description, theme and options",
      access: 'member',
      params: namedBlog,
      body: blogSettingsSchema,
      returns: '`{ blog }`.',
    },
    {
      method: 'GET',
      path: '/svc/blog/:name/export',
      summary: 'Download everything of your blog as one JSON file',
      access: 'member',
      params: namedBlog,
      answers: {
        'application/json': 'The blog, its posts and media addresses, as an attachment (not an envelope).',
      },
    },
    {
      method: 'GET',
      path: '/svc/data/tumblelog',
      summary: "A blog's data; with include_member_data, its owner's view",
      description: 'Signed in, the answer says whether the current blog follows, subscribes to or blocks it.',
      access: 'anyone',
      query: dataQuery,
      returns: "The blog's data.",
    },
    {
      method: 'POST',
      path: '/settings/save',
      summary: "Save a blog's two share switches (spec document 1 §7)",
      access: 'member',
      body: settingsSaveSchema,
      returns: '`{ blog }`.',
    },
    {
      method: 'GET',
      path: '/avatar/:name/:size?',
      summary: `A blog's avatar, square, at one of the avatar sizes (${AVATAR_SIZES[7]} when not named)`,
      description: 'With `?v=` (the avatar version) it is cached for good; without, five minutes.',
      access: 'anyone',
      params: z.object({
        name: blogName,
        size: z
          .string()
          .describe(`Pixels: ${AVATAR_SIZES.join(', ')}; another number takes the next size up.`),
      }),
      answers: { 'image/png': 'The avatar.' },
      tag: 'pages',
    },
  ],
};
