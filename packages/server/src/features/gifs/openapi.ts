import { gifSearchSchema } from '@rookery/core';
import type { FeatureCalls } from '../openapi/call-description.js';

/** GIF search (gifs/routes.ts). */
export const gifCalls: FeatureCalls = {
  tag: 'gifs',
  about: "Finding GIFs among the site's public posts.",
  calls: [
    {
      method: 'POST',
      path: '/svc/search/inline_gif',
      summary: 'GIFs about a word, from public GIF posts',
      access: 'anyone',
      body: gifSearchSchema,
      returns: '`{ media, message? }`.',
    },
  ],
};
