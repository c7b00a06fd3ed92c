import { describe, expect, it } from 'vitest';
import { VideoProgress } from './video-progress';

describe('VideoProgress', () => {
  it('names each quartile once as playback passes it', () => {
    const progress = new VideoProgress();
    expect(progress.update(0, 8, 0)).toEqual(['video_0']);
    expect(progress.update(1.9, 8, 1900)).toEqual([]);
    expect(progress.update(4.1, 8, 4100)).toEqual(['video_25', 'video_50']);
    expect(progress.update(7.9, 8, 7900)).toEqual(['video_75', 'video_98']);
    // Looping back to the start sends nothing again.
    expect(progress.update(0.1, 8, 8100)).toEqual([]);
  });

  it('sends the quartiles a pass skipped when the loop wraps to the start', () => {
    const progress = new VideoProgress();
    progress.update(0, 4, 0);
    progress.update(2.1, 4, 2100);
    expect(progress.update(3.75, 4, 3750)).toEqual(['video_75']);
    // The next update already reads the start: playback passed 98 % between the two.
    expect(progress.update(0.05, 4, 4050)).toEqual(['video_98']);
    expect(progress.update(3.95, 4, 7950)).toEqual([]);
  });

  it('sends the 30-second beacon once 30 s have played in all', () => {
    const progress = new VideoProgress();
    progress.update(0, 8, 0);
    expect(progress.update(1, 8, 29_999)).toEqual([]);
    expect(progress.update(1.1, 8, 30_000)).toEqual(['video_30s']);
    expect(progress.update(1.5, 8, 40_000)).toEqual([]);
  });

  it('waits for a length before any quartile but 30 s', () => {
    expect(new VideoProgress().update(1, Number.NaN, 0)).toEqual([]);
  });
});
