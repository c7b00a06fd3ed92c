import { tumblelogPopoverQuerySchema } from '@rookery/core';
import { z } from 'zod';
import type { FeatureCalls } from '../openapi/call-description.js';
import { blogName } from '../openapi/path-params.js';

const blog = z.object({ blog: blogName });

/** The blog card (blog-card/routes.ts). */
export const blogCardCalls: FeatureCalls = {
  tag: 'blog-card',
  about: 'The card a blog name opens: its header, latest posts, and how you stand with it.',
  calls: [
    {
      method: 'GET',
      path: '/svc/tumblelog_popover/:blog',
      summary: "A blog card's data; signed in, whether you follow or block it",
      access: 'anyone',
      params: blog,
      query: tumblelogPopoverQuerySchema,
    },
    {
      method: 'GET',
      path: '/m/:token',
      summary: "A mention's short link: to the blog it names",
      access: 'anyone',
      params: z.object({ token: z.string().describe("The mention's token.") }),
      redirect: 302,
      tag: 'pages',
    },
    {
      method: 'GET',
      path: '/svc/:blog/posts/highlighted',
      summary: "A blog's highlighted posts, for its card",
      access: 'anyone',
      params: blog,
      returns: '`{ highlighted_posts }`.',
    },
  ],
};
