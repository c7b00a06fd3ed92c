import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../src/media/s3-store.js';

/**
 * A local S3-compatible server for tests (s3rver: the S3 API over HTTP, objects on disk), with one
 * bucket, and the settings a Rookery bucket store needs to use it.
 */
export interface TestS3 {
  settings: S3Settings;
  close(): Promise<void>;
}

export async function startTestS3(bucket = 'rookery-media'): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'rookery-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = (await server.run()) as AddressInfo;
  return {
    settings: {
      bucket,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      // s3rver's own keys.
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
      signedUrlSeconds: 600,
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
