import { adCampaignSchema, adEventSchema, adFiguresQuerySchema } from '@rookery/core';
import { z } from 'zod';
import type { FeatureCalls } from '../openapi/call-description.js';
import { idParam, serveQuery } from './routes.js';

const hidden = 'Anyone but a moderator gets 404.';

/** House ads (ads/routes.ts). */
export const adCalls: FeatureCalls = {
  tag: 'ads',
  about: "House ads: the operator's campaigns and figures, a slot's ad, and the ad events.",
  calls: [
    {
      method: 'GET',
      path: '/svc/admin/ads',
      summary: 'The ad campaigns, and whether ads are on',
      description: hidden,
      access: 'moderator',
      returns: '`{ campaigns, ads_enabled }`.',
    },
    {
      method: 'GET',
      path: '/svc/admin/ads/figures',
      summary: "The campaigns' impressions, viewable impressions and clicks over a range",
      description: hidden,
      access: 'moderator',
      query: adFiguresQuerySchema,
    },
    {
      method: 'POST',
      path: '/svc/admin/ads',
      summary: 'Make a campaign',
      description: hidden,
      access: 'moderator',
      body: adCampaignSchema,
      returns: '`{ campaign }`.',
    },
    {
      method: 'POST',
      path: '/svc/admin/ads/:id',
      summary: 'Change a campaign',
      description: hidden,
      access: 'moderator',
      params: idParam,
      body: adCampaignSchema,
      returns: '`{ campaign }`.',
    },
    {
      method: 'DELETE',
      path: '/svc/admin/ads/:id',
      summary: 'Delete a campaign',
      description: hidden,
      access: 'moderator',
      params: idParam,
      returns: '`{ deleted: true }`.',
    },
    {
      method: 'GET',
      path: '/svc/ads/serve',
      summary: 'The ad for a slot, or none (always none while ads are off)',
      access: 'anyone',
      query: serveQuery,
      returns: '`{ ad }`.',
    },
    {
      method: 'POST',
      path: '/svc/log/ad',
      summary: "An ad's tracking event, kept in the event store",
      access: 'anyone',
      body: adEventSchema,
      returns: '`{ kept }`.',
    },
    {
      method: 'GET',
      path: '/ads/click/:placementId',
      summary: "An ad's click: counted, then on to the ad's link",
      access: 'anyone',
      params: z.object({ placementId: z.string().describe('The placement the ad was served in.') }),
      redirect: 302,
    },
    {
      method: 'GET',
      path: '/ads/partner',
      summary: "The ad partner's slot: a page that loads the partner's script (AD_SCRIPT_URL)",
      description:
        "Framed sandboxed by the dashboard's rail; it tells the page by `postMessage` whether an ad came. 404 while ads are off or no partner script is set.",
      access: 'anyone',
      answers: { 'text/html': "The slot's page, under a content security policy of its own." },
      tag: 'pages',
    },
  ],
};
