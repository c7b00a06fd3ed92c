import { readdir, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { S3MediaStore } from './s3-store.js';

export interface CopyReport {
  copied: number;
  alreadyThere: number;
  bytes: number;
}

/** Every file under `dir`, as paths relative to it, with forward slashes (media keys). */
async function* filesUnder(dir: string, root = dir): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path, root);
    else if (entry.isFile()) yield relative(root, path).split(sep).join('/');
  }
}

/**
 * Copies the media of a local store (DATA_DIR/media) into a bucket, key for key (issue 22: moving
 * to MEDIA_STORE=s3). Run again, it copies only what is missing or of another size, so it can be
 * stopped and resumed, and run once more after the switch for files written meanwhile. The local
 * files stay until the operator removes them.
 */
export async function copyToBucket(
  localRoot: string,
  bucket: S3MediaStore,
  log: (line: string) => void = () => undefined,
): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, alreadyThere: 0, bytes: 0 };
  for await (const key of filesUnder(localRoot)) {
    const path = join(localRoot, key);
    const { size } = await stat(path);
    if ((await bucket.size(key)) === size) {
      report.alreadyThere++;
      continue;
    }
    await bucket.upload(key, path);
    report.copied++;
    report.bytes += size;
    log(`copied ${key} (${size} bytes)`);
  }
  return report;
}
