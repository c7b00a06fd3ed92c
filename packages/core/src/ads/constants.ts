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

/** An impression's events (document 1 §4), and a click. */
export const AD_EVENTS = ['serve', 'viewable', 'rotate', 'unload', 'click'] as const;
export type AdEvent = (typeof AD_EVENTS)[number];

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
