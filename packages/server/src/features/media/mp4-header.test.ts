import { describe, expect, it } from 'vitest';
import { readMp4Header } from './mp4-header.js';
import { videoContainer } from './test-files.js';

describe('readMp4Header', () => {
  it('reads the length and picture size of an MP4', () => {
    expect(readMp4Header(videoContainer({ seconds: 3, width: 640, height: 360 }))).toEqual({
      duration: 3,
      width: 640,
      height: 360,
    });
  });

  it('shows a quarter-turned QuickTime track the way it plays: portrait', () => {
    const mov = videoContainer({ seconds: 2, width: 1920, height: 1080, brand: 'qt  ', quarterTurn: true });
    expect(readMp4Header(mov)).toEqual({ duration: 2, width: 1080, height: 1920 });
  });

  it('finds nothing in bytes that are not a box tree', () => {
    expect(readMp4Header(Buffer.from('not a movie at all, just words'))).toBeNull();
    expect(readMp4Header(videoContainer({ seconds: 1, width: 10, height: 10 }).subarray(0, 40))).toBeNull();
  });
});
