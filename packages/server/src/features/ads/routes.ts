import {
  AD_PLACEMENTS,
  type AdCampaignResponse,
  type AdFiguresResponse,
  type AdminAdsResponse,
  adCampaignSchema,
  adEventSchema,
  adFiguresQuerySchema,
  type LogResponse,
  type ServedAd,
} from '@rookery/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { withCustomPlans } from '../../db/custom-plans.js';
import type { AppDeps } from '../../deps.js';
import { ok } from '../../http/envelope.js';
import { NotFoundError } from '../../http/errors.js';
import { parse } from '../../http/validate.js';
import { findBlogByName } from '../blogs/blogs.js';
import { actorOf, assertWithinLimit } from '../limits/abuse-limits.js';
import { shortAddress } from '../logging/address.js';
import { eventOrigin, storeEvents } from '../logging/client-events.js';
import { requireModeratorOr404 } from '../moderation/roles.js';
import { campaignView, createCampaign, deleteCampaign, listCampaigns, updateCampaign } from './campaigns.js';
import { adFigures } from './figures.js';
import { forgetLivePlacements } from './live-placements.js';
import { partnerSlotPage } from './partner-slot.js';
import { campaignOfPlacement, serveAd } from './serve.js';

export const idParam = z.object({ id: z.string().regex(/^\d{1,18}$/) });
export const serveQuery = z.object({
  placement: z.enum(AD_PLACEMENTS),
  blog: z.string().max(100).optional(),
  exclude: z
    .string()
    .regex(/^\d{1,18}$/)
    .optional(),
});

/**
 * House ads (issue 20): the operator's campaigns at /svc/admin/ads (moderators and admins) and
 * their figures (impressions, viewable impressions, clicks over a range), a
 * slot's ad (`GET /svc/ads/serve`, nothing while ADS_ENABLED is off), the ad tracking events
 * (`POST /svc/log/ad`, into the event store) and the click address that counts and sends on.
 */
export function adRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, config } = deps;
  // Here at once, and in every other process as the notice arrives (features/cluster).
  const placementsChanged = async () => {
    forgetLivePlacements(db);
    await app.processNotices.announce({ kind: 'ad-placements' });
  };

  app.get('/svc/admin/ads', async (request) => {
    await requireModeratorOr404(db, request);
    return ok<AdminAdsResponse>({ campaigns: await listCampaigns(db), ads_enabled: !!config.adsEnabled });
  });
  app.get('/svc/admin/ads/figures', async (request) => {
    await requireModeratorOr404(db, request);
    const query = parse(adFiguresQuerySchema, request.query);
    // Planned with the range: a generic plan cannot leave out the event partitions outside it.
    return ok<AdFiguresResponse>(await withCustomPlans(db, (tx) => adFigures(tx, query)));
  });
  app.post('/svc/admin/ads', async (request) => {
    const { userId } = await requireModeratorOr404(db, request);
    const campaign = await createCampaign(db, userId, parse(adCampaignSchema, request.body));
    await placementsChanged();
    return ok<AdCampaignResponse>({ campaign: campaignView(campaign) });
  });
  app.post('/svc/admin/ads/:id', async (request) => {
    await requireModeratorOr404(db, request);
    const { id } = parse(idParam, request.params);
    const campaign = await updateCampaign(db, id, parse(adCampaignSchema, request.body));
    await placementsChanged();
    return ok<AdCampaignResponse>({ campaign: campaignView(campaign) });
  });
  app.delete('/svc/admin/ads/:id', async (request) => {
    await requireModeratorOr404(db, request);
    await deleteCampaign(db, parse(idParam, request.params).id);
    await placementsChanged();
    return ok({ deleted: true });
  });

  app.get('/svc/ads/serve', async (request) => {
    const query = parse(serveQuery, request.query);
    if (!config.adsEnabled) return ok<{ ad: ServedAd | null }>({ ad: null });
    const blog = query.blog ? await findBlogByName(db, query.blog) : undefined;
    // The blog network's placements are the blog's pages: its owner may keep them free of ads.
    if (blog && !blog.blog_ads && query.placement.startsWith('blog_network'))
      return ok<{ ad: ServedAd | null }>({ ad: null });
    const reader = request.session?.userId ?? `visitor:${shortAddress(request.ip) ?? 'unknown'}`;
    const ad = await serveAd(db, {
      placement: query.placement,
      reader,
      sensitivePage: !!blog && (blog.is_adult || blog.is_nsfw),
      exclude: query.exclude,
      blog: blog?.name,
    });
    return ok<{ ad: ServedAd | null }>({ ad });
  });

  // The ad partner's frame (partner-slot.ts). Asked again at each refresh (no-cache): every load is a
  // new ad, and gets a nonce of its own.
  app.get('/ads/partner', async (_request, reply) => {
    if (!config.adsEnabled || !config.adScriptUrl) throw new NotFoundError();
    const { html, csp } = partnerSlotPage(config.adScriptUrl, config.adSlotHtml);
    return reply
      .header('content-security-policy', csp)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
  });

  app.post('/svc/log/ad', async (request) => {
    const { form_key: _key, ...event } = parse(adEventSchema, request.body);
    await assertWithinLimit(deps, 'clientLog', actorOf(request));
    const origin = await eventOrigin(db, request);
    const kept = await storeEvents(db, [
      {
        source: 'ad',
        name: event.event,
        user_id: origin.userId,
        address: origin.address,
        data: { ...event, campaign_id: campaignOfPlacement(event.placement_id) },
      },
    ]);
    return ok<LogResponse>({ kept });
  });

  app.get<{ Params: { placementId: string } }>('/ads/click/:placementId', async (request, reply) => {
    const placementId = request.params.placementId;
    const id = campaignOfPlacement(placementId);
    const campaign = id
      ? await db
          .selectFrom('ad_campaigns')
          .select(['id', 'link_url', 'promoted_post_url'])
          .where('id', '=', id)
          .executeTakeFirst()
      : undefined;
    if (!campaign) throw new NotFoundError();
    const origin = await eventOrigin(db, request);
    await storeEvents(db, [
      {
        source: 'ad',
        name: 'click',
        user_id: origin.userId,
        address: origin.address,
        data: { placement_id: placementId, campaign_id: campaign.id },
      },
    ]);
    // A promoted post is a path on this site; a link goes out as the operator wrote it.
    const to = campaign.link_url || campaign.promoted_post_url;
    return reply.redirect(to.startsWith('/') || /^https?:\/\//i.test(to) ? to : '/', 302);
  });
}
