import { describe, expect, it } from 'vitest';
import { defaultScheduleTime, fromLocalParts, localParts } from './schedule';

describe('schedule time', () => {
  it('turns the date and time inputs into an instant and back', () => {
    const iso = fromLocalParts('2031-03-09', '14:05');
    expect(iso).toMatch(/^2031-03-0\dT\d{2}:\d{2}:00\.000Z$/);
    expect(localParts(iso)).toEqual({ date: '2031-03-09', time: '14:05' });
  });

  it('waits until both inputs are filled in', () => {
    expect(fromLocalParts('2031-03-09', '')).toBe('');
    expect(fromLocalParts('', '10:00')).toBe('');
    expect(localParts('')).toEqual({ date: '', time: '' });
  });

  it('proposes the start of the next hour', () => {
    const now = new Date(2031, 2, 9, 14, 35, 12);
    expect(localParts(defaultScheduleTime(now))).toEqual({ date: '2031-03-09', time: '15:00' });
  });
});
