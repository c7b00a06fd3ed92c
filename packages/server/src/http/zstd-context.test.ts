import { randomBytes } from 'node:crypto';
import { constants, zstdDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { reusedZstd } from './zstd-context.js';

const page = (n: number) =>
  Buffer.from(
    JSON.stringify({
      posts: Array.from({ length: n }, (_, i) => ({ id: `${i}`, body: `Rooks ${i} gather.` })),
    }),
  );

describe('reusedZstd', () => {
  it('makes one complete frame per answer on one kept context, each decoding alone', () => {
    const compress = reusedZstd({ params: { [constants.ZSTD_c_compressionLevel]: 3 } });
    const answers = [page(20), page(1), Buffer.alloc(0), page(400), page(20)];
    const frames = answers.map((body) => compress(body));
    frames.forEach((frame, i) => {
      expect(zstdDecompressSync(frame).equals(answers[i] as Buffer)).toBe(true);
    });
    // The same answer compresses to the same bytes: nothing of an earlier frame leaks into a later one.
    expect(frames[4]?.equals(frames[0] as Buffer)).toBe(true);
    expect((frames[0] as Buffer).length).toBeLessThan((answers[0] as Buffer).length / 3);
  });

  it('takes answers whose frame outgrows its output space, in several passes', () => {
    const compress = reusedZstd({ params: { [constants.ZSTD_c_compressionLevel]: 3 } });
    // Random bytes do not compress: 200 kB in makes a frame of about 200 kB, three times the space.
    const noise = randomBytes(200 * 1024);
    const frame = compress(noise);
    expect(frame.length).toBeGreaterThan(200 * 1024);
    expect(zstdDecompressSync(frame).equals(noise)).toBe(true);
    const after = page(20);
    expect(zstdDecompressSync(compress(after)).equals(after)).toBe(true);
  });
});
