import type { AdCampaignView } from '@rookery/core';
import { dateTime } from '../../admin/admin-texts';

/** Where a campaign stands: whether a slot may show it now, and if not, why not. */
export function campaignStatus(campaign: AdCampaignView, now = Date.now()): string {
  if (!campaign.active) return 'Paused';
  if (Date.parse(campaign.starts_at) > now) return 'Scheduled';
  if (campaign.ends_at && Date.parse(campaign.ends_at) <= now) return 'Ended';
  return 'Active';
}

/** The schedule in words, as the area writes times: "May 1, 2026, 10:00 AM – …", or "From …, no end". */
export const scheduleWords = (campaign: AdCampaignView) =>
  campaign.ends_at
    ? `${dateTime(campaign.starts_at)} – ${dateTime(campaign.ends_at)}`
    : `From ${dateTime(campaign.starts_at)}, no end`;

/** The caps in words, or that there are none. */
export function capWords(campaign: AdCampaignView): string {
  const caps = [
    campaign.daily_cap ? `${campaign.daily_cap.toLocaleString('en')} a day` : '',
    campaign.frequency_cap ? `${campaign.frequency_cap} per reader a day` : '',
  ].filter(Boolean);
  return caps.length ? caps.join(', ') : 'No caps';
}
