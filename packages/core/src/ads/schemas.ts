import { z } from 'zod';
import { flag } from '../form-values.js';
import {
  AD_BEACON_EVENTS,
  AD_BEACONS_MAX,
  AD_EVENTS,
  AD_PLACEMENTS,
  type AdBeaconEvent,
} from './constants.js';
import { adTexts } from './texts.js';

const webAddress = z
  .string()
  .trim()
  .max(2000)
  .regex(/^https?:\/\/\S+$/i, 'Use a web address (http or https).');

/** A tracking beacon: the event it answers to, and its URL with macros (core AD_BEACON_MACROS). */
export const adBeaconSchema = z.object({ event: z.enum(AD_BEACON_EVENTS), url: webAddress });
export interface AdBeacon {
  event: AdBeaconEvent;
  url: string;
}

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** An ad's picture: a web address, or a path on this site (an upload under /media/). */
const imageAddress = z
  .string()
  .trim()
  .max(2000, adTexts.imageAddress)
  .regex(/^(https?:\/\/\S+|\/[^/\s]\S*)?$/i, adTexts.imageAddress);

const cap = z.coerce.number({ error: adTexts.capWhole }).int(adTexts.capWhole).min(1, adTexts.capWhole);

/** A campaign as an operator writes it at /admin/ads. */
export const adCampaignSchema = z
  .object({
    name: z
      .string({ error: adTexts.nameRequired })
      .trim()
      .min(1, adTexts.nameRequired)
      .max(100, adTexts.nameRequired),
    headline: z
      .string({ error: adTexts.headlineRequired })
      .trim()
      .min(1, adTexts.headlineRequired)
      .max(120, adTexts.headlineRequired),
    body: z.string().trim().max(300, adTexts.bodyTooLong).default(''),
    image_url: imageAddress.default(''),
    /** A video creative (an mp4 or webm address), played muted while in view; the image is its poster. */
    video_url: z.union([webAddress, z.string().regex(/^\/media\/\S+$/), z.literal('')]).default(''),
    beacons: z.array(adBeaconSchema).max(AD_BEACONS_MAX).default([]),
    link_url: z.union([webAddress, z.literal('')]).default(''),
    promoted_post_url: z.string().trim().max(300, adTexts.postTooLong).default(''),
    placements: z
      .array(z.enum(AD_PLACEMENTS), { error: adTexts.placementsRequired })
      .min(1, adTexts.placementsRequired),
    starts_at: z.coerce.date({ error: adTexts.dateRequired }),
    ends_at: z.coerce.date({ error: adTexts.dateRequired }).nullable().default(null),
    daily_cap: cap.nullable().default(null),
    frequency_cap: cap.nullable().default(null),
    sensitive: flag.default(false),
    active: flag.default(true),
  })
  .refine((c) => filled(c.link_url) || filled(c.promoted_post_url), {
    message: adTexts.linkRequired,
    path: ['link_url'],
    // Said with the other fields' problems, not after they are mended: the form shows them all at once.
    when: () => true,
  })
  .refine((c) => !c.ends_at || c.ends_at > c.starts_at, {
    message: adTexts.scheduleOrder,
    path: ['ends_at'],
  });
export type AdCampaignInput = z.output<typeof adCampaignSchema>;

/** The ad tracking event (document 1 §3), sent by the ad slot. */
export const adEventSchema = z.object({
  event: z.enum(AD_EVENTS),
  placement_id: z.string().min(1).max(200),
  location_id: z.string().max(100).optional(),
  ad_position: z.coerce.number().int().min(0).max(1000).optional(),
  adblock_enabled: flag.optional(),
  client_timestamp: z.coerce.number().optional(),
  view_duration: z.coerce.number().min(0).optional(),
  opt_out: flag.optional(),
  nsfw: flag.optional(),
  optica_theme: z.string().max(40).optional(),
  form_key: z.string().optional(),
});
export type AdEventInput = z.output<typeof adEventSchema>;

/** An ad as a slot draws it. `placement_id` names this impression in its events. */
export interface ServedAd {
  campaign_id: string;
  placement: (typeof AD_PLACEMENTS)[number];
  placement_id: string;
  headline: string;
  body: string;
  image_url: string | null;
  video_url: string | null;
  /** The campaign's tracking beacons, their macros still to fill in. */
  beacons: AdBeacon[];
  /** The click address on this site, which counts the click and sends the reader on. */
  click_url: string;
}
