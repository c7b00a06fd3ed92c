import { z } from 'zod';
import type { AdPlacement } from './constants.js';
import type { AdBeacon } from './schemas.js';

/** The placements as /admin/ads names them (document 1 §2; "pop-up viewer" is our blog viewer). */
export const AD_PLACEMENT_LABELS: Record<AdPlacement, string> = {
  dashboard_right_rail: 'Dashboard right rail',
  dashboard_sponsored_day: 'Dashboard sponsored day',
  dashboard_in_stream: 'Dashboard in-stream',
  peepr_in_stream: 'Blog viewer in-stream',
  blog_network_sticky: 'Blog network sticky',
  blog_network_related_posts: 'Blog network related posts',
  blog_network_permalink: 'Blog network permalink',
  blog_network_in_stream: 'Blog network in-stream',
};

export const adAdminTexts = {
  adsOff: 'Ads are off on this site. Set ADS_ENABLED=1 to serve them.',
  badRange: 'Pick a range whose start is before its end.',
} as const;

/** A campaign as the staff's calls answer it. */
export interface AdCampaignView {
  id: string;
  name: string;
  headline: string;
  body: string;
  image_url: string;
  video_url: string;
  beacons: AdBeacon[];
  link_url: string;
  promoted_post_url: string;
  placements: AdPlacement[];
  starts_at: string;
  ends_at: string | null;
  daily_cap: number | null;
  frequency_cap: number | null;
  sensitive: boolean;
  active: boolean;
  created_at: string;
  updated_at: string;
}

/** A campaign as GET /svc/admin/ads lists it, with what it was served today and in all (ad_daily). */
export interface ListedAdCampaign extends AdCampaignView {
  served_today: number;
  served_total: number;
}

export interface AdminAdsResponse {
  campaigns: ListedAdCampaign[];
  /** ADS_ENABLED: while off, no slot is served and the page says so. */
  ads_enabled: boolean;
}

export interface AdCampaignResponse {
  campaign: AdCampaignView;
}

/**
 * GET /svc/admin/ads/figures: a range of ISO times; without `from`, since the first event, without
 * `to`, up to now. Figures are whole hours: `from` is taken from its hour's start, `to` to its
 * hour's end.
 */
export const adFiguresQuerySchema = z
  .object({
    from: z.coerce.date(adAdminTexts.badRange).optional(),
    to: z.coerce.date(adAdminTexts.badRange).optional(),
  })
  .transform(({ from, to }) => ({ from: from ?? null, to: to ?? new Date() }))
  .refine((q) => !q.from || q.from < q.to, { message: adAdminTexts.badRange, path: ['from'] });
export type AdFiguresQuery = z.output<typeof adFiguresQuerySchema>;

/** One campaign's figures over the range; a rate is null while nothing was served. */
export interface AdFigures {
  campaign_id: string;
  name: string;
  /** Impressions the slots drew (the `serve` event). */
  served: number;
  /** Impressions seen for at least AD_VIEWABLE_MS (the `viewable` event, once per impression). */
  viewable: number;
  /** viewable / served. */
  viewable_rate: number | null;
  clicks: number;
  /** clicks / served. */
  ctr: number | null;
}

export interface AdFiguresResponse {
  /** The range as counted: whole hours (`from` null: since the first event). */
  from: string | null;
  to: string;
  /** Every campaign, most served first. */
  figures: AdFigures[];
  /** The hourly counts reach up to here; the events after it are read as they are. */
  counted_until: string | null;
}
