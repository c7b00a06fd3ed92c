import { describe, expect, it } from 'vitest';
import { blogSettingsSchema } from './blog.js';
import { messages } from './messages.js';

const problems = (input: unknown) => {
  const result = blogSettingsSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('queue settings', () => {
  it('takes numbers from JSON and from form posts', () => {
    expect(
      blogSettingsSchema.parse({ posts_per_day: '5', queue_start_hour: 9, queue_end_hour: '17' }),
    ).toEqual({
      posts_per_day: 5,
      queue_start_hour: 9,
      queue_end_hour: 17,
    });
  });

  it('keeps posts per day between 1 and 50, whole', () => {
    expect(problems({ posts_per_day: 1 })).toEqual([]);
    expect(problems({ posts_per_day: 50 })).toEqual([]);
    for (const bad of [0, 51, 2.5, '', 'many', null]) {
      expect(problems({ posts_per_day: bad })).toEqual([['posts_per_day', messages.queuePostsPerDay]]);
    }
  });

  it('keeps hours between 0 and 24, the start before the end', () => {
    expect(problems({ queue_start_hour: 0, queue_end_hour: 24 })).toEqual([]);
    expect(problems({ queue_start_hour: -1 })).toEqual([['queue_start_hour', messages.queueHour]]);
    expect(problems({ queue_end_hour: 25 })).toEqual([['queue_end_hour', messages.queueHour]]);
    expect(problems({ queue_start_hour: 12, queue_end_hour: 12 })).toEqual([
      ['queue_end_hour', messages.queueHoursOrder],
    ]);
    expect(problems({ queue_start_hour: 20, queue_end_hour: 8 })).toEqual([
      ['queue_end_hour', messages.queueHoursOrder],
    ]);
  });
});
