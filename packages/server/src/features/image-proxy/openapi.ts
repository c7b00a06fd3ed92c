import type { FeatureCalls } from '../openapi/call-description.js';
import { PROXY_PATH } from './proxied.js';
import { params, query } from './routes.js';

/** The image proxy (image-proxy/routes.ts). */
export const imageProxyCalls: FeatureCalls = {
  tag: 'image-proxy',
  about: "Other sites' images, through this server.",
  calls: [
    {
      method: 'GET',
      path: `${PROXY_PATH}:signature`,
      summary: "An image of another site, as Rookery's pages show it",
      description: 'Only addresses this server signed are fetched; any other is 404. Cached a day.',
      access: 'anyone',
      params,
      query,
      answers: { 'image/*': 'The image.' },
      tag: 'pages',
    },
  ],
};
