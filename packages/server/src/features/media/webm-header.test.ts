import { describe, expect, it } from 'vitest';
import { bufferSource } from './byte-source.js';
import { counting } from './test-files.js';
import { recordedWebm } from './test-webm.js';
import { readWebmHeader } from './webm-header.js';

const read = (data: Buffer) => readWebmHeader(bufferSource(data));

describe('readWebmHeader', () => {
  it('reads a browser recording: unknown sizes, no duration', async () => {
    expect(await read(recordedWebm({ width: 320, height: 240 }))).toEqual({
      duration: null,
      width: 320,
      height: 240,
    });
  });

  it('reads the length when the file has one', async () => {
    const webm = recordedWebm({ width: 640, height: 360, seconds: 2.5, withSizes: true });
    expect(await read(webm)).toEqual({ duration: 2.5, width: 640, height: 360 });
  });

  it('reads only up to the first cluster', async () => {
    const webm = recordedWebm({ width: 64, height: 64, frameBytes: 2_000_000 });
    const source = counting(bufferSource(webm));
    expect(await readWebmHeader(source)).toMatchObject({ width: 64, height: 64 });
    expect(source.bytesRead).toBeLessThan(10_000);
  });

  it('finds nothing in a sound-only recording or in bytes that are not Matroska', async () => {
    expect(await read(recordedWebm({ width: 0, height: 0, soundOnly: true }))).toBeNull();
    expect(await read(Buffer.from('\x1aE\xdf\xa3 and then words', 'latin1'))).toBeNull();
    expect(await read(Buffer.from('just words'))).toBeNull();
  });
});
