import { describe, expect, it } from 'vitest';
import { fillMacros } from './beacons';

describe('fillMacros', () => {
  it('fills every macro, URL-encoded, and leaves unknown brackets alone', () => {
    const url = fillMacros(
      'https://t.example/p?e=[EVENT]&id=[PLACEMENT_ID]&c=[CAMPAIGN_ID]&ts=[TIMESTAMP]&d=[VIEW_DURATION]&ab=[ADBLOCK]&x=[OTHER]',
      {
        event: 'viewable',
        placementId: '7.dashboard_in_stream.a b',
        campaignId: '7',
        viewDuration: 1234.6,
        adblock: false,
      },
      1_700_000_000_000,
    );
    expect(url).toBe(
      'https://t.example/p?e=viewable&id=7.dashboard_in_stream.a%20b&c=7&ts=1700000000000&d=1235&ab=0&x=[OTHER]',
    );
  });

  it('gives a fresh eight-digit cache buster each time, and empties what is not known', () => {
    const values = { event: 'serve', placementId: 'p', campaignId: '1' } as const;
    const once = fillMacros('[CACHEBUSTING]|[VIEW_DURATION]|[ADBLOCK]', values);
    expect(once).toMatch(/^\d{8}\|\|$/);
  });
});
