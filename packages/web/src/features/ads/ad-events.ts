import {
  AD_BEACON_EVENTS,
  type AdBeaconEvent,
  type AdEvent,
  type AdPlacement,
  type ServedAd,
} from '@rookery/core';
import { getFormKey } from '../../api';
import { adBlockEnabled, adBlockKnown } from './adblock-check';
import { fireBeacons } from './beacons';

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
async function sendAdEvent(
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

const isBeaconEvent = (event: AdEvent): event is AdBeaconEvent =>
  (AD_BEACON_EVENTS as readonly AdEvent[]).includes(event);

/** An ad event: to our event store, and to the campaign's beacons that answer to it. */
export function reportAd(event: AdEvent, ad: ServedAd, context: AdContext, viewDuration?: number): void {
  void sendAdEvent(event, ad.placement_id, context, viewDuration);
  if (!isBeaconEvent(event) || ad.beacons.length === 0) return;
  fireBeacons(ad.beacons, {
    event,
    placementId: ad.placement_id,
    campaignId: ad.campaign_id,
    ...(viewDuration === undefined ? {} : { viewDuration }),
    ...(adBlockKnown() === undefined ? {} : { adblock: adBlockKnown() as boolean }),
  });
}

/**
 * A click's beacons, as the link is followed (the click itself is counted by the server's click
 * address, which the link goes through).
 */
export function reportClick(ad: ServedAd): void {
  fireBeacons(ad.beacons, { event: 'click', placementId: ad.placement_id, campaignId: ad.campaign_id });
}
