import {
  AD_PLACEMENTS,
  type AdCampaignInput,
  type AdCampaignView,
  type AdPlacement,
  adCampaignSchema,
} from '@rookery/core';
import type { Validator } from '../../../ui/forms/field-errors';

/**
 * A campaign as its form holds it: every value a string, as the inputs give them. Placements are
 * joined with commas, switches are 'on' or '', times are the datetime-local inputs' local times.
 */
export type CampaignValues = Record<keyof AdCampaignInput, string>;

/** An instant as a datetime-local input shows it: the reader's own clock, to the minute. */
export function localTime(at: Date): string {
  const shifted = new Date(at.getTime() - at.getTimezoneOffset() * 60_000);
  return shifted.toISOString().slice(0, 16);
}

const on = (value: boolean) => (value ? 'on' : '');

/** The form's values for a campaign, or for a new one: starting now, active, not on sensitive pages. */
export function valuesOf(campaign?: AdCampaignView, now = new Date()): CampaignValues {
  return {
    name: campaign?.name ?? '',
    headline: campaign?.headline ?? '',
    body: campaign?.body ?? '',
    image_url: campaign?.image_url ?? '',
    video_url: campaign?.video_url ?? '',
    beacons: campaign?.beacons.map((b) => `${b.event} ${b.url}`).join('\n') ?? '',
    link_url: campaign?.link_url ?? '',
    promoted_post_url: campaign?.promoted_post_url ?? '',
    placements: campaign?.placements.join(',') ?? '',
    starts_at: localTime(campaign ? new Date(campaign.starts_at) : now),
    ends_at: campaign?.ends_at ? localTime(new Date(campaign.ends_at)) : '',
    daily_cap: campaign?.daily_cap?.toString() ?? '',
    frequency_cap: campaign?.frequency_cap?.toString() ?? '',
    sensitive: on(campaign?.sensitive ?? false),
    active: on(campaign?.active ?? true),
  };
}

export const placementsOf = (values: CampaignValues): AdPlacement[] =>
  AD_PLACEMENTS.filter((p) => values.placements.split(',').includes(p));

/** Adds or takes away one placement, keeping the list in the core's order. */
export function withPlacement(values: CampaignValues, placement: AdPlacement, chosen: boolean): string {
  const now = new Set(placementsOf(values));
  if (chosen) now.add(placement);
  else now.delete(placement);
  return AD_PLACEMENTS.filter((p) => now.has(p)).join(',');
}

const orNull = (value: string) => (value.trim() === '' ? null : value);

/** The beacons' lines, each "event URL" (the form's one text box for them). */
const beaconsOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [event = '', url = ''] = line.split(/\s+/, 2);
      return { event, url };
    });

/** What the form sends, before the core schema reads it: empty optional fields are null. */
function inputOf(values: CampaignValues) {
  return {
    ...values,
    placements: placementsOf(values),
    beacons: beaconsOf(values.beacons),
    // A datetime-local value without an offset is the reader's local time.
    starts_at: values.starts_at ? new Date(values.starts_at) : undefined,
    ends_at: values.ends_at ? new Date(values.ends_at) : null,
    daily_cap: orNull(values.daily_cap),
    frequency_cap: orNull(values.frequency_cap),
    sensitive: values.sensitive === 'on',
    active: values.active === 'on',
  };
}

/** The core's campaign rules over the form's values: the same the server enforces. */
export const campaignValidator: Validator<AdCampaignInput> = {
  safeParse: (values) => adCampaignSchema.safeParse(inputOf(values as CampaignValues)),
};
