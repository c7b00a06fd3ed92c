import {
  AD_LARGE_AREA_PX2,
  AD_VIDEO_HALF_TIME_CAP_MS,
  AD_VIDEO_IN_VIEW_RATIO,
  AD_VIEW_DURATION_CAP_MS,
  AD_VIEWABLE_MS,
} from '@rookery/core';

/**
 * How long an ad has been seen (spec document 1 §4, §9; document 2 §9), as a heartbeat reads it:
 * in view when at least half of it shows (a large element, over AD_LARGE_AREA_PX2, at 30 %) on a
 * page the reader is looking at. `viewable` is due once, when the ad leaves view after at least
 * AD_VIEWABLE_MS in view at a stretch; durations are reported up to AD_VIEW_DURATION_CAP_MS.
 * A video ad (document 2 §9) is in view at half its area whatever its size, and viewable after the
 * half-time threshold: the lesser of AD_VIDEO_HALF_TIME_CAP_MS and half its length.
 * Pure (times are passed in), so it is tested without a browser.
 */
export interface Sighting {
  /** The share of the ad's area within the viewport, 0 to 1. */
  ratio: number;
  /** The ad's area in px². */
  area: number;
  pageVisible: boolean;
}

export const isInView = ({ ratio, area, pageVisible }: Sighting, video = false): boolean =>
  pageVisible && ratio >= (video ? AD_VIDEO_IN_VIEW_RATIO : area > AD_LARGE_AREA_PX2 ? 0.3 : 0.5);

/** A video's half-time in-view threshold, once its length (in seconds) is known. */
export const videoHalfTimeMs = (durationSeconds: number): number =>
  Math.min(AD_VIDEO_HALF_TIME_CAP_MS, (durationSeconds * 1000) / 2);

export class ViewTime {
  private streakStart: number | null = null;
  private total = 0;
  private viewableSent = false;
  /** How long a stretch in view makes the ad viewable. */
  private needed = AD_VIEWABLE_MS;

  constructor(private readonly video = false) {}

  /** A video's threshold, once its length is known (videoHalfTimeMs). */
  viewableAfter(ms: number): void {
    this.needed = ms;
  }

  /** A heartbeat at `now`: answers the view duration when `viewable` is due now, else null. */
  beat(now: number, sighting: Sighting): number | null {
    const inView = isInView(sighting, this.video);
    if (inView) {
      this.streakStart ??= now;
      return null;
    }
    if (this.streakStart === null) return null;
    const streak = now - this.streakStart;
    this.total += streak;
    this.streakStart = null;
    if (this.viewableSent || streak < this.needed) return null;
    this.viewableSent = true;
    return Math.min(streak, AD_VIEW_DURATION_CAP_MS);
  }

  /** Everything seen so far (a stretch still going counts up to `now`), capped: for unload and rotate. */
  seen(now: number): number {
    const open = this.streakStart === null ? 0 : now - this.streakStart;
    return Math.min(this.total + open, AD_VIEW_DURATION_CAP_MS);
  }
}
