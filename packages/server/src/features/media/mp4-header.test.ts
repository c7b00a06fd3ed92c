import { describe, expect, it } from 'vitest';
import { bufferSource } from './byte-source.js';
import { readMp4Header } from './mp4-header.js';
import { counting, videoContainer } from './test-files.js';

const read = (data: Buffer) => readMp4Header(bufferSource(data));

describe('readMp4Header', () => {
  it('reads the length and picture size of an MP4', async () => {
    expect(await read(videoContainer({ seconds: 3, width: 640, height: 360 }))).toEqual({
      duration: 3,
      width: 640,
      height: 360,
    });
  });

  it('shows a quarter-turned QuickTime track the way it plays: portrait', async () => {
    const mov = videoContainer({ seconds: 2, width: 1920, height: 1080, brand: 'qt  ', quarterTurn: true });
    expect(await read(mov)).toEqual({ duration: 2, width: 1080, height: 1920 });
  });

  it('steps over the frames to a movie header written last, as cameras write it', async () => {
    const camera = videoContainer({
      seconds: 5,
      width: 320,
      height: 240,
      frameBytes: 3_000_000,
      moovLast: true,
    });
    const source = counting(bufferSource(camera));
    expect(await readMp4Header(source)).toEqual({ duration: 5, width: 320, height: 240 });
    // Headers only: a few hundred bytes of a 3 MB file.
    expect(source.bytesRead).toBeLessThan(2000);
  });

  it('finds nothing in bytes that are not a box tree', async () => {
    expect(await read(Buffer.from('not a movie at all, just words'))).toBeNull();
    expect(await read(videoContainer({ seconds: 1, width: 10, height: 10 }).subarray(0, 40))).toBeNull();
  });
});
