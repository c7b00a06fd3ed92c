import type { AdBeacon, AdBeaconEvent } from '@rookery/core';

/** What the macros of a beacon's URL are filled in with (core AD_BEACON_MACROS). */
export interface BeaconValues {
  event: AdBeaconEvent;
  placementId: string;
  campaignId: string;
  viewDuration?: number;
  adblock?: boolean;
}

/** A beacon's URL with its macros filled in, each value URL-encoded. */
export function fillMacros(url: string, values: BeaconValues, now = Date.now()): string {
  const filled: Record<string, string> = {
    '[EVENT]': values.event,
    '[PLACEMENT_ID]': values.placementId,
    '[CAMPAIGN_ID]': values.campaignId,
    '[TIMESTAMP]': String(now),
    '[CACHEBUSTING]': String(Math.floor(Math.random() * 1e8)).padStart(8, '0'),
    '[VIEW_DURATION]': values.viewDuration === undefined ? '' : String(Math.round(values.viewDuration)),
    '[ADBLOCK]': values.adblock === undefined ? '' : values.adblock ? '1' : '0',
  };
  return url.replace(/\[[A-Z_]+\]/g, (macro) =>
    macro in filled ? encodeURIComponent(filled[macro] as string) : macro,
  );
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** How long a beacon's frame stays: long enough for the tracker to answer. */
const FRAME_LIFE_MS = 10_000;

/**
 * Loads the beacons of `event` (spec document 2 §7: "in hidden iframes with macros replaced"). The
 * frame's document is written in place (srcdoc) and loads the URL as an image: the page's content
 * security policy lets images come from anywhere but frames only from the embed providers, and a
 * tracker answers an image request as it answers a frame's.
 */
export function fireBeacons(beacons: readonly AdBeacon[], values: BeaconValues): void {
  for (const beacon of beacons) {
    if (beacon.event !== values.event) continue;
    const frame = document.createElement('iframe');
    frame.hidden = true;
    frame.setAttribute('aria-hidden', 'true');
    frame.tabIndex = -1;
    frame.dataset.adBeacon = values.event;
    frame.srcdoc = `<img src="${escapeAttribute(fillMacros(beacon.url, values))}" alt="">`;
    document.body.append(frame);
    window.setTimeout(() => frame.remove(), FRAME_LIFE_MS);
  }
}
