import { linkDataRequestSchema, videoDataRequestSchema } from '@rookery/core';
import type { FeatureCalls } from '../openapi/call-description.js';

/** The composer's readers of outside links (embeds/routes.ts). */
export const embedCalls: FeatureCalls = {
  tag: 'embeds',
  about: "The composer's look at outside links: a video's embed, a page's title and picture.",
  calls: [
    {
      method: 'POST',
      path: '/svc/post/get_video_data',
      summary: 'The embed of a video at an address (YouTube, Vimeo, ...)',
      access: 'member',
      body: videoDataRequestSchema,
    },
    {
      method: 'POST',
      path: '/svc/post/get_link_data',
      summary: "A web page's title, description and picture, for a link post",
      access: 'member',
      body: linkDataRequestSchema,
    },
  ],
};
