import { AD_LARGE_AREA_PX2, AD_VIEW_DURATION_CAP_MS, AD_VIEWABLE_MS } from '@rookery/core';

/**
 * How long an ad has been seen (spec document 1 §4, §9; document 2 §9), as a heartbeat reads it:
 * in view when at least half of it shows (a large element, over AD_LARGE_AREA_PX2, at 30 %) on a
 * page the reader is looking at. `viewable` is due once, when the ad leaves view after at least
 * AD_VIEWABLE_MS in view at a stretch; durations are reported up to AD_VIEW_DURATION_CAP_MS.
 * Pure (times are passed in), so it is tested without a browser.
 */
export interface Sighting {
  /** The share of the ad's area within the viewport, 0 to 1. */
  ratio: number;
  /** The ad's area in px². */
  area: number;
  pageVisible: boolean;
}

export const isInView = ({ ratio, area, pageVisible }: Sighting): boolean =>
  pageVisible && ratio >= (area > AD_LARGE_AREA_PX2 ? 0.3 : 0.5);

export class ViewTime {
  private streakStart: number | null = null;
  private total = 0;
  private viewableSent = false;

  /** A heartbeat at `now`: answers the view duration when `viewable` is due now, else null. */
  beat(now: number, sighting: Sighting): number | null {
    const inView = isInView(sighting);
    if (inView) {
      this.streakStart ??= now;
      return null;
    }
    if (this.streakStart === null) return null;
    const streak = now - this.streakStart;
    this.total += streak;
    this.streakStart = null;
    if (this.viewableSent || streak < AD_VIEWABLE_MS) return null;
    this.viewableSent = true;
    return Math.min(streak, AD_VIEW_DURATION_CAP_MS);
  }

  /** Everything seen so far (a stretch still going counts up to `now`), capped: for unload and rotate. */
  seen(now: number): number {
    const open = this.streakStart === null ? 0 : now - this.streakStart;
    return Math.min(this.total + open, AD_VIEW_DURATION_CAP_MS);
  }
}
