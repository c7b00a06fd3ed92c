import { describe, expect, it } from 'vitest';
import { activityQuerySchema } from './activity.js';
import { digitsFitBigint, isBigintId } from './ids.js';
import { feedQuerySchema } from './posts/feeds.js';

describe('ids and cursors', () => {
  it('accept up to 2^63−1 and nothing past it', () => {
    expect(isBigintId('9223372036854775807')).toBe(true);
    expect(isBigintId('9223372036854775808')).toBe(false);
    expect(isBigintId('0')).toBe(false);
    expect(digitsFitBigint('1700000000000_9223372036854775807')).toBe(true);
    expect(digitsFitBigint('1_9223372036854775808')).toBe(false);
    expect(digitsFitBigint('00000000000000000000001')).toBe(true);
  });

  it('refuse an out-of-range cursor as a cursor', () => {
    expect(activityQuerySchema.safeParse({ before: '9999999999999999999' }).success).toBe(false);
    expect(feedQuerySchema.safeParse({ before: '1_9999999999999999999' }).success).toBe(false);
    expect(feedQuerySchema.safeParse({ before: '1_9223372036854775807' }).success).toBe(true);
  });
});
