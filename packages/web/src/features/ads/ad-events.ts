import type { AdEvent, AdPlacement } from '@rookery/core';
import { getFormKey } from '../../api';
import { adBlockEnabled, adBlockKnown } from './adblock-check';

/** Where an impression is, for its events (document 1 §3 ad tracking event). */
export interface AdContext {
  placement: AdPlacement;
  /** The page: dashboard, blog, permalink, peepr. */
  location: string;
  /** Its place in a stream (the post index it follows); 0 outside streams. */
  position: number;
  /** The page is about sensitive content. */
  nsfw: boolean;
  /** The reader's tracking choice (GPC, Do Not Track or their setting): said, not ignored. */
  optOut: boolean;
  theme: string;
}

/**
 * Sends one ad tracking event to /svc/log/ad: a keepalive request, so an unload sent as the page
 * goes still arrives. A lost event is only a count: not retried, never shown.
 */
export async function sendAdEvent(
  event: AdEvent,
  placementId: string,
  context: AdContext,
  viewDuration?: number,
): Promise<void> {
  const body = {
    event,
    placement_id: placementId,
    location_id: context.location,
    ad_position: context.position,
    // Known by the time anything but the first serve goes; read at once so an unload is sent before the page is gone.
    adblock_enabled: adBlockKnown() ?? (await adBlockEnabled()),
    client_timestamp: Date.now(),
    opt_out: context.optOut,
    nsfw: context.nsfw,
    optica_theme: context.theme,
    ...(viewDuration === undefined ? {} : { view_duration: Math.round(viewDuration) }),
  };
  await fetch('/svc/log/ad', {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json', 'X-Form-Key': getFormKey() },
    credentials: 'same-origin',
    keepalive: true,
  }).catch(() => undefined);
}
