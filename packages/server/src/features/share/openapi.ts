import {
  emailTumblelogSchema,
  networkShareSchema,
  postOfBlogSchema,
  removeAttributionSchema,
  shareEmailSchema,
} from '@rookery/core';
import { z } from 'zod';
import type { FeatureCalls } from '../openapi/call-description.js';
import { blogName, postId } from '../openapi/path-params.js';
import { oembedQuery } from './embed/routes.js';
import { networkParams, shareParams } from './routes.js';

/** Sharing (share/routes.ts) and embedding (share/embed/routes.ts). */
export const shareCalls: FeatureCalls = {
  tag: 'share',
  about: 'Sharing posts and blogs by mail and to other networks, short links, embeds and oEmbed.',
  calls: [
    {
      method: 'GET',
      path: '/svc/post/share/:blog/:post_id',
      summary: "The share popover's data for a post: links, short link, embed code",
      access: 'anyone',
      params: shareParams,
      returns: '`{ share_popover_data }`.',
    },
    {
      method: 'POST',
      path: '/svc/share/email',
      summary: 'Share a post by mail',
      access: 'member',
      body: shareEmailSchema,
    },
    {
      method: 'POST',
      path: '/svc/email_tumblelog',
      summary: 'Share a blog by mail',
      access: 'member',
      body: emailTumblelogSchema,
    },
    {
      method: 'POST',
      path: '/svc/share/:network',
      summary: 'Count a share of a post to another network',
      access: 'anyone',
      params: networkParams,
      body: networkShareSchema,
    },
    {
      method: 'GET',
      path: '/p/:code',
      summary: "A post's short link: to its permalink",
      access: 'anyone',
      params: z.object({ code: z.string().describe('The short code.') }),
      redirect: 301,
      tag: 'pages',
    },
    {
      method: 'POST',
      path: '/svc/facebook_status',
      summary: 'The linked Facebook account: never one (`null`)',
      access: 'anyone',
    },
    {
      method: 'POST',
      path: '/svc/post/report',
      summary: 'Flag a post from the share menu',
      access: 'member',
      body: postOfBlogSchema,
    },
    {
      method: 'POST',
      path: '/svc/post/remove_app_attribution',
      summary: "Remove the app's name from your post",
      access: 'member',
      body: removeAttributionSchema,
      returns: '`{ post_id, from_app: false }`.',
    },
    {
      method: 'GET',
      path: '/embed/post/:blog/:id',
      summary: 'The embed page of a post, for an iframe on another site',
      description: 'As a visitor sees it: private, draft, members-only and sensitive posts are 404.',
      access: 'anyone',
      params: z.object({
        blog: blogName,
        id: postId,
      }),
      answers: { 'text/html': 'The embed page.' },
    },
    {
      method: 'GET',
      path: '/embed/embed.js',
      summary: 'The script that sizes embed frames on the host page',
      access: 'anyone',
      answers: { 'text/javascript': 'The script.' },
    },
    {
      method: 'GET',
      path: '/oembed',
      summary: 'oEmbed of a post address',
      description: 'Only `format=json` (any other is 501). Not an envelope: the oEmbed answer itself.',
      access: 'anyone',
      query: oembedQuery,
      answers: { 'application/json': 'The oEmbed "rich" answer.' },
    },
  ],
};
