import { adTexts } from '@rookery/core';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../../ui/forms/field-errors';
import { campaignValidator, localTime, valuesOf, withPlacement } from './campaign-values';

const filled = {
  ...valuesOf(undefined, new Date(2026, 4, 1, 10, 0)),
  name: 'Spring',
  headline: 'Write every day',
  link_url: 'https://example.com',
  placements: 'dashboard_right_rail',
};

describe('campaign form values', () => {
  it('start a new campaign now, active, off sensitive pages, in the reader’s local time', () => {
    const values = valuesOf(undefined, new Date(2026, 4, 1, 10, 7, 42));
    expect(values).toMatchObject({ starts_at: '2026-05-01T10:07', ends_at: '', active: 'on', sensitive: '' });
  });

  it('read back what the server sent, and send what the schema takes', () => {
    const starts = new Date(2026, 4, 1, 9, 30);
    const campaign = {
      id: '7',
      name: 'Spring',
      headline: 'Write',
      body: '',
      image_url: '',
      link_url: '',
      promoted_post_url: '/ann/post/1',
      placements: ['blog_network_sticky' as const, 'dashboard_in_stream' as const],
      starts_at: starts.toISOString(),
      ends_at: null,
      daily_cap: 100,
      frequency_cap: null,
      sensitive: true,
      active: false,
      created_at: starts.toISOString(),
      updated_at: starts.toISOString(),
      video_url: 'https://cdn.example/clip.mp4',
      beacons: [{ event: 'viewable' as const, url: 'https://t.example/v?d=[VIEW_DURATION]' }],
    };
    const values = valuesOf(campaign);
    expect(values).toMatchObject({ starts_at: localTime(starts), daily_cap: '100', frequency_cap: '' });
    const parsed = campaignValidator.safeParse(values);
    expect(parsed.success && parsed.data).toMatchObject({
      placements: ['dashboard_in_stream', 'blog_network_sticky'],
      video_url: 'https://cdn.example/clip.mp4',
      beacons: [{ event: 'viewable', url: 'https://t.example/v?d=[VIEW_DURATION]' }],
      starts_at: starts,
      ends_at: null,
      daily_cap: 100,
      frequency_cap: null,
      sensitive: true,
      active: false,
    });
  });

  it('keep placements in the core’s order as they are ticked and unticked', () => {
    const one = withPlacement(filled, 'blog_network_in_stream', true);
    const two = withPlacement({ ...filled, placements: one }, 'dashboard_sponsored_day', true);
    expect(two).toBe('dashboard_right_rail,dashboard_sponsored_day,blog_network_in_stream');
    expect(withPlacement({ ...filled, placements: two }, 'dashboard_right_rail', false)).toBe(
      'dashboard_sponsored_day,blog_network_in_stream',
    );
  });

  it('name every problem at its field with the core’s words', () => {
    const result = campaignValidator.safeParse({ ...filled, link_url: '', placements: '', daily_cap: '0' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrors(result.error.issues)).toEqual({
      link_url: adTexts.linkRequired,
      placements: adTexts.placementsRequired,
      daily_cap: adTexts.capWhole,
    });
  });
});
