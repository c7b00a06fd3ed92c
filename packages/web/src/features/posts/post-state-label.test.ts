import { describe, expect, it } from 'vitest';
import { postStateLabel } from './post-state-label';

describe('post state label', () => {
  it('says nothing for published posts and names the others', () => {
    expect(postStateLabel({ state: 'published', publish_on: null })).toBeNull();
    expect(postStateLabel({ state: 'draft', publish_on: null })).toBe('Draft');
    expect(postStateLabel({ state: 'queued', publish_on: null })).toBe('Queued');
    expect(postStateLabel({ state: 'private', publish_on: null })).toBe('Private');
    expect(postStateLabel({ state: 'transcoding', publish_on: null })).toBe('Processing video');
  });

  it('gives a scheduled post its time', () => {
    expect(postStateLabel({ state: 'scheduled', publish_on: '2031-03-09T14:05:00Z' }, 'en-GB')).toMatch(
      /^Scheduled for 9 Mar 2031, \d{2}:05$/,
    );
  });
});
