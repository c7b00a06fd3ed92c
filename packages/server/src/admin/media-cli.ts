import { join } from 'node:path';
import { loadConfig } from '../config.js';
import { copyToBucket } from '../media/copy-to-bucket.js';
import { createS3MediaStore } from '../media/s3-store.js';

/**
 * `npm run media -- copy-to-bucket`: copies DATA_DIR/media into the bucket the MEDIA_STORE=s3
 * settings name (README "Media on object storage"). Safe to run again: it copies what is missing.
 */
async function main(): Promise<number> {
  if (process.argv[2] !== 'copy-to-bucket') {
    console.error('Usage: MEDIA_STORE=s3 S3_BUCKET=… npm run media -- copy-to-bucket');
    return 2;
  }
  const config = loadConfig();
  if (!config.s3) {
    console.error('Set MEDIA_STORE=s3 and the S3_* settings of the bucket to copy to.');
    return 2;
  }
  const local = join(config.dataDir, 'media');
  const report = await copyToBucket(local, createS3MediaStore(config.s3), (line) => console.log(line));
  console.log(
    `Copied ${report.copied} files (${report.bytes} bytes) from ${local} to ${config.s3.bucket}; ${report.alreadyThere} were there already.`,
  );
  return 0;
}

process.exitCode = await main();
