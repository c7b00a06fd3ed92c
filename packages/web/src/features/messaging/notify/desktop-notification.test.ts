import { describe, expect, it } from 'vitest';
import { desktopNotificationsOn, shouldNotify } from './desktop-notification';

describe('when a desktop notification shows', () => {
  const base = { enabled: true, pageFocused: false, window: 'none' as const, unread: 1 };
  it('shows for unread messages while the page is not focused, or the window is minimized', () => {
    expect(shouldNotify(base)).toBe(true);
    expect(shouldNotify({ ...base, pageFocused: true, window: 'minimized' })).toBe(true);
    expect(shouldNotify({ ...base, window: 'open' })).toBe(true);
  });
  it('not when the page is focused and the window is open or absent, nothing is unread, or it is off', () => {
    expect(shouldNotify({ ...base, pageFocused: true, window: 'open' })).toBe(false);
    expect(shouldNotify({ ...base, pageFocused: true })).toBe(false);
    expect(shouldNotify({ ...base, unread: 0 })).toBe(false);
    expect(shouldNotify({ ...base, enabled: false })).toBe(false);
  });
});

describe('whether desktop notifications are on', () => {
  it('needs the site flag and the user’s own setting', () => {
    expect(desktopNotificationsOn(true, { desktop_notifications: true })).toBe(true);
    expect(desktopNotificationsOn(true, { desktop_notifications: false })).toBe(false);
    expect(desktopNotificationsOn(false, { desktop_notifications: true })).toBe(false);
  });
});
