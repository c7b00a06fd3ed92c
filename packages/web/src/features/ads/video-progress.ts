import { AD_VIDEO_BEACON_MS, AD_VIDEO_QUARTILES, type AdVideoEvent } from '@rookery/core';

/**
 * A video ad's progress beacons (spec document 2 §9): one at each of 0, 25, 50, 75 and 98 % of its
 * duration as playback passes it, and one once 30 seconds of it have played in all (a loop counts
 * on). Each is due once. Pure: the player's times are passed in.
 *
 * A looping player's `timeupdate` comes every 250 ms or so, more slowly on a busy machine, and the
 * one after the end already reads the start again: the last 2 % of a 4 s video is an 80 ms window a
 * pass can skip. A position earlier than the one before is a loop's wrap (an ad has no controls to
 * seek with), so playback passed the end and every quartile is due.
 */
export class VideoProgress {
  private readonly sent = new Set<AdVideoEvent>();
  private lastTime = 0;

  /** Events due now, given the position and length (seconds) and the time played so far (ms). */
  update(currentTime: number, duration: number, playedMs: number): AdVideoEvent[] {
    const due: AdVideoEvent[] = [];
    const take = (event: AdVideoEvent) => {
      if (this.sent.has(event)) return;
      this.sent.add(event);
      due.push(event);
    };
    const wrapped = currentTime < this.lastTime;
    this.lastTime = currentTime;
    if (duration > 0 && Number.isFinite(duration)) {
      const percent = wrapped ? 100 : (currentTime / duration) * 100;
      for (const quartile of AD_VIDEO_QUARTILES) if (percent >= quartile) take(`video_${quartile}`);
    }
    if (playedMs >= AD_VIDEO_BEACON_MS) take('video_30s');
    return due;
  }
}
