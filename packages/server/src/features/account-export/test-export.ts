import type { AccountExportsResponse } from '@rookery/core';
import { fromBufferPromise } from 'yauzl';
import type { TestApp, TestClient } from '../../../test/test-app.js';

/** Every file of a zip by its path (test zips are small enough to hold). */
export async function unzip(data: Buffer): Promise<Map<string, Buffer>> {
  const zip = await fromBufferPromise(data, { lazyEntries: true });
  const files = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on('error', reject);
    zip.on('end', resolve);
    zip.on('entry', (entry) => {
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('error', reject);
        stream.on('end', () => {
          files.set(entry.fileName, Buffer.concat(chunks));
          zip.readEntry();
        });
      });
    });
    zip.readEntry();
  });
  return files;
}

/** A GET whose answer is bytes, not JSON, with the client's cookies. */
export async function download(t: TestApp, client: TestClient, url: string) {
  const res = await t.app.inject({
    method: 'GET',
    url,
    headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
  });
  return { status: res.statusCode, headers: res.headers, body: res.rawPayload };
}

/** The account's exports, as its settings page lists them. */
export async function exportsOf(client: TestClient) {
  const res = await client.get<AccountExportsResponse>('/svc/account/export');
  if (res.status !== 200) throw new Error(`exports: ${res.raw}`);
  return res.body.response.exports;
}
