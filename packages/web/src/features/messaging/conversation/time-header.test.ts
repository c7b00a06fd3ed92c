import { describe, expect, it } from 'vitest';
import { timeHeaderText } from './time-header';

describe('time headers', () => {
  const now = new Date(2025, 4, 10, 15, 0);
  it('says the time today, Yesterday, the weekday within a week, else the date', () => {
    expect(timeHeaderText(new Date(2025, 4, 10, 9, 5).toISOString(), now, 'en-US')).toBe('9:05 AM');
    expect(timeHeaderText(new Date(2025, 4, 9, 21, 30).toISOString(), now, 'en-US')).toBe(
      'Yesterday 9:30 PM',
    );
    expect(timeHeaderText(new Date(2025, 4, 6, 8, 0).toISOString(), now, 'en-US')).toBe('Tuesday 8:00 AM');
    expect(timeHeaderText(new Date(2025, 3, 1, 8, 0).toISOString(), now, 'en-US')).toBe('Apr 1, 8:00 AM');
    expect(timeHeaderText(new Date(2024, 3, 1, 8, 0).toISOString(), now, 'en-US')).toBe(
      'Apr 1, 2024, 8:00 AM',
    );
  });
});
