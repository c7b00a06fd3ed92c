import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Uploads arrive in DATA_DIR/tmp/uploads: on the same disk as the media folder, so keeping one is
 * a rename, and out of the public media folder, so nothing half-checked is ever served.
 */
export function uploadTempDir(dataDir: string): string {
  return join(dataDir, 'tmp', 'uploads');
}

async function newTempPath(dir: string): Promise<string> {
  await mkdir(dir, { recursive: true });
  return join(dir, randomUUID());
}

/**
 * Streams `source` through `gate` into a new file in `dir`. When anything fails (a limit, junk,
 * the sender going away mid-file) the partial file is deleted before the error goes on.
 */
export async function writeTempFile(source: Readable, dir: string, gate: Transform): Promise<string> {
  const path = await newTempPath(dir);
  try {
    await pipeline(source, gate, createWriteStream(path, { flags: 'wx' }));
    return path;
  } catch (error) {
    await removeTemp(path);
    throw error;
  }
}

/** Bytes already in memory as a temp file (the demo seed's pictures). */
export async function writeTempData(dir: string, data: Buffer): Promise<string> {
  const path = await newTempPath(dir);
  await writeFile(path, data, { flag: 'wx' });
  return path;
}

/** Deletes a temp file; one already moved into the media store is no longer there, which is fine. */
export async function removeTemp(path: string): Promise<void> {
  await rm(path, { force: true });
}

/**
 * Deletes what a crash left behind (files are removed as soon as their request ends, but a killed
 * process ends nothing). Only files untouched for `olderThanMs`: another server process on the
 * same data folder may be receiving one right now, and a file being written is touched all along.
 */
export async function sweepStaleTemp(dir: string, olderThanMs: number): Promise<void> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const before = Date.now() - olderThanMs;
  for (const name of names) {
    const path = join(dir, name);
    const info = await stat(path).catch(() => null);
    if (info && info.mtimeMs < before) await removeTemp(path);
  }
}
