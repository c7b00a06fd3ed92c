import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sweepStaleTemp, writeTempFile } from './temp-files.js';
import { UploadGate } from './upload-gate.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'rookery-temp-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const limitOf = (bytes: number) => async () => [{ bytes, error: () => new Error('too big') }];

describe('temp files', () => {
  it('keeps a file within its limits', async () => {
    const gate = new UploadGate(4, limitOf(10));
    const path = await writeTempFile(Readable.from([Buffer.from('hello'), Buffer.from('world')]), dir, gate);
    expect(gate.bytes).toBe(10);
    expect(await readdir(dir)).toEqual([path.slice(dir.length + 1)]);
  });

  it('deletes the partial file when a limit is passed, or the first bytes are judged junk', async () => {
    const over = writeTempFile(
      Readable.from([Buffer.alloc(8), Buffer.alloc(8)]),
      dir,
      new UploadGate(4, limitOf(10)),
    );
    await expect(over).rejects.toThrow('too big');
    const junk = new UploadGate(4, async () => {
      throw new Error('junk');
    });
    await expect(writeTempFile(Readable.from([Buffer.from('nonsense')]), dir, junk)).rejects.toThrow('junk');
    expect(await readdir(dir)).toEqual([]);
  });

  it('sweeps only files a crash left long ago, not one still arriving', async () => {
    await writeFile(join(dir, 'left-behind'), 'x');
    await writeFile(join(dir, 'arriving'), 'x');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await utimes(join(dir, 'left-behind'), twoHoursAgo, twoHoursAgo);
    await sweepStaleTemp(dir, 60 * 60 * 1000);
    expect(await readdir(dir)).toEqual(['arriving']);
  });
});
