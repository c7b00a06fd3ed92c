/** House ads (issue 20; spec document 1 §2, §4, §9; document 2 §9). */

/** The eight named placements (document 1 §2). */
export const AD_PLACEMENTS = [
  'dashboard_right_rail',
  'dashboard_sponsored_day',
  'dashboard_in_stream',
  'peepr_in_stream',
  'blog_network_sticky',
  'blog_network_related_posts',
  'blog_network_permalink',
  'blog_network_in_stream',
] as const;
export type AdPlacement = (typeof AD_PLACEMENTS)[number];

/**
 * A video ad's progress (document 2 §9): the quartile beacons at 0, 25, 50, 75 and 98 % of its
 * duration, and one after 30 seconds of it played.
 */
export const AD_VIDEO_QUARTILES = [0, 25, 50, 75, 98] as const;
export const AD_VIDEO_EVENTS = [
  'video_0',
  'video_25',
  'video_50',
  'video_75',
  'video_98',
  'video_30s',
] as const;
export type AdVideoEvent = (typeof AD_VIDEO_EVENTS)[number];
export const AD_VIDEO_BEACON_MS = 30_000;
/** A video is in view with half of it showing; viewable after the lesser of this and half its length. */
export const AD_VIDEO_IN_VIEW_RATIO = 0.5;
export const AD_VIDEO_HALF_TIME_CAP_MS = 15_000;

/** An impression's events (document 1 §4), a click, and a video ad's progress. */
export const AD_EVENTS = ['serve', 'viewable', 'rotate', 'unload', 'click', ...AD_VIDEO_EVENTS] as const;
export type AdEvent = (typeof AD_EVENTS)[number];

/**
 * What a campaign's tracking beacons may answer to (document 2 §7): the operator gives each a URL
 * with macros, which the page fills in and loads in a hidden frame.
 */
export const AD_BEACON_EVENTS = ['serve', 'viewable', 'click', ...AD_VIDEO_EVENTS] as const;
export type AdBeaconEvent = (typeof AD_BEACON_EVENTS)[number];
/** Ours, the shape the spec leaves open: VAST-like bracketed names. */
export const AD_BEACON_MACROS = [
  '[EVENT]',
  '[PLACEMENT_ID]',
  '[CAMPAIGN_ID]',
  '[TIMESTAMP]',
  '[CACHEBUSTING]',
  '[VIEW_DURATION]',
  '[ADBLOCK]',
] as const;
export const AD_BEACONS_MAX = 20;

/** Document 1 §9: viewable after this long in view; a view's duration is reported up to the cap. */
export const AD_VIEWABLE_MS = 1000;
export const AD_VIEW_DURATION_CAP_MS = 10_000;
export const AD_ANIMATION_FALLBACK_MS = 50;
/** Document 2 §9: in view is looked at this often; an element this large counts in view at 30 %. */
export const AD_HEARTBEAT_MS = 150;
export const AD_LARGE_AREA_PX2 = 300_000;
/** Ours: the right rail shows another campaign this often, and an in-stream ad after every this many posts. */
export const AD_ROTATE_MS = 30_000;
export const AD_IN_STREAM_EVERY = 8;

/**
 * Document 3 §7, the ad partner's slot: its script is looked for up to this many times, this far
 * apart, for an ad; an ad is refreshed this often, this many times at most; the slot's size.
 */
export const AD_PARTNER_POLLS = 5;
export const AD_PARTNER_POLL_MS = 1000;
export const AD_PARTNER_REFRESH_MS = 10_000;
export const AD_PARTNER_REFRESH_MAX = 25;
export const AD_PARTNER_SIZE = { width: 300, height: 250 } as const;
/** What the partner's frame tells the page (postMessage): an ad is showing, or none came. */
export type AdPartnerMessage = { rookery_ad_partner: 'rendered' | 'empty' };
