import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { messages } from '@rookery/core';
import sharp from 'sharp';
import type { AppDeps } from '../../deps.js';
import { ValidationError } from '../../http/errors.js';
import { fetchOutside } from '../../net/outside/outside-fetch.js';

/** What the proxy serves: the kinds of image every browser shows; never SVG, which can hold scripts. */
const TYPES: Record<string, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
};
export const PROXY_MAX_BYTES = 10 * 1024 * 1024;
/** A copy is served this long, then fetched again. */
export const PROXY_KEEP_MS = 7 * 24 * 3600 * 1000;

export interface ProxiedImage {
  type: string;
  body: Buffer;
}

const cacheDir = (deps: Pick<AppDeps, 'config'>) => join(deps.config.dataDir, 'cache', 'images');

/** The image's type as its bytes say (not as the other site claimed), or null when it is none we serve. */
async function imageType(body: Buffer): Promise<string | null> {
  try {
    const { format } = await sharp(body).metadata();
    return (format && TYPES[format === 'heif' ? 'avif' : format]) ?? null;
  } catch {
    return null;
  }
}

/**
 * The image at `address`, from the proxy's copy while it is fresh, else fetched (the fetcher's
 * rules: public addresses only, at most PROXY_MAX_BYTES) and kept. Files are named by a hash of
 * the address and written whole before they are renamed into place, so a reader never gets half.
 */
export async function proxiedImage(deps: Pick<AppDeps, 'config'>, address: string): Promise<ProxiedImage> {
  const dir = cacheDir(deps);
  const name = createHash('sha256').update(address).digest('hex');
  const file = join(dir, `${name}.img`);
  try {
    if (Date.now() - (await stat(file)).mtimeMs < PROXY_KEEP_MS) {
      const [type, body] = await Promise.all([readFile(`${file}.type`, 'utf8'), readFile(file)]);
      return { type, body };
    }
  } catch {
    // No copy yet: fetch it.
  }
  const fetched = await fetchOutside(address, {
    accept: 'image/avif,image/webp,image/png,image/jpeg,image/gif',
    allowType: (type) => type.startsWith('image/') && type !== 'image/svg+xml',
    maxBytes: PROXY_MAX_BYTES,
    timeoutMs: 10_000,
    allow: deps.config.fetchTestAllow ?? [],
  });
  const type = await imageType(fetched.body);
  if (!type) throw ValidationError.field('url', messages.outsideWrongType);
  await mkdir(dir, { recursive: true });
  const partial = `${file}.${process.pid}.${Date.now()}.partial`;
  await writeFile(`${file}.type`, type);
  await writeFile(partial, fetched.body);
  await rename(partial, file);
  return { type, body: fetched.body };
}
