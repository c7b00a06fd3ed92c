import { describe, expect, it } from 'vitest';
import { currentQueueSlot, nextQueueSlot, queueSlotsOfDay } from './queue-schedule.js';

const at = (iso: string) => new Date(iso);
const iso = (dates: Date[]) => dates.map((d) => d.toISOString());

describe('queue schedule', () => {
  it('spreads the posts of a day evenly over the window, starting at its first hour', () => {
    const day = at('2030-05-01T15:00:00Z');
    expect(iso(queueSlotsOfDay({ posts_per_day: 2, queue_start_hour: 0, queue_end_hour: 24 }, day))).toEqual([
      '2030-05-01T00:00:00.000Z',
      '2030-05-01T12:00:00.000Z',
    ]);
    expect(iso(queueSlotsOfDay({ posts_per_day: 3, queue_start_hour: 9, queue_end_hour: 18 }, day))).toEqual([
      '2030-05-01T09:00:00.000Z',
      '2030-05-01T12:00:00.000Z',
      '2030-05-01T15:00:00.000Z',
    ]);
  });

  it('keeps every slot inside the window and on a whole second', () => {
    const settings = { posts_per_day: 7, queue_start_hour: 8, queue_end_hour: 9 };
    const slots = queueSlotsOfDay(settings, at('2030-05-01T00:00:00Z'));
    expect(slots).toHaveLength(7);
    for (const slot of slots) {
      expect(slot.getTime() % 1000).toBe(0);
      expect(slot.getUTCHours()).toBe(8);
    }
  });

  it('finds the next slot later today, or the first one tomorrow', () => {
    const settings = { posts_per_day: 2, queue_start_hour: 10, queue_end_hour: 20 };
    expect(nextQueueSlot(settings, at('2030-05-01T09:00:00Z')).toISOString()).toBe(
      '2030-05-01T10:00:00.000Z',
    );
    expect(nextQueueSlot(settings, at('2030-05-01T10:00:00Z')).toISOString()).toBe(
      '2030-05-01T15:00:00.000Z',
    );
    expect(nextQueueSlot(settings, at('2030-05-01T15:00:01Z')).toISOString()).toBe(
      '2030-05-02T10:00:00.000Z',
    );
    expect(nextQueueSlot(settings, at('2030-12-31T23:59:59Z')).toISOString()).toBe(
      '2031-01-01T10:00:00.000Z',
    );
  });

  it('finds the slot a moment falls in, or the last of the day before', () => {
    const settings = { posts_per_day: 2, queue_start_hour: 10, queue_end_hour: 20 };
    expect(currentQueueSlot(settings, at('2030-05-01T15:00:00Z')).toISOString()).toBe(
      '2030-05-01T15:00:00.000Z',
    );
    expect(currentQueueSlot(settings, at('2030-05-01T14:59:59Z')).toISOString()).toBe(
      '2030-05-01T10:00:00.000Z',
    );
    expect(currentQueueSlot(settings, at('2030-05-01T09:00:00Z')).toISOString()).toBe(
      '2030-04-30T15:00:00.000Z',
    );
  });
});
