// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadOverlays } from './preload-overlays';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('preloadOverlays', () => {
  it('fetches each overlay in an idle callback of its own, and the cancel cancels them all', () => {
    const scheduled: number[] = [];
    const cancelled: number[] = [];
    vi.stubGlobal(
      'requestIdleCallback',
      vi.fn(() => scheduled.push(scheduled.length + 1)),
    );
    vi.stubGlobal(
      'cancelIdleCallback',
      vi.fn((id: number) => cancelled.push(id)),
    );
    const cancel = preloadOverlays();
    // Eight chunks (popover, quick compose, post actions, header menus, search, dialogs, the HTML
    // cleaner, the composer's routes): eight short tasks on a slow phone instead of one long one.
    expect(scheduled).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(cancelled).toEqual([]);
    cancel();
    expect(cancelled).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
