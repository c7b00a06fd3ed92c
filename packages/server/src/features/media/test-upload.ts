import type { UploadResponse } from '@rookery/core';
import { countRows } from '../../../test/count-rows.js';
import type { TestApp, TestClient, TestResponse } from '../../../test/test-app.js';
import type { UploadAuth } from './test-stream-upload.js';

export interface UploadPart {
  data: Buffer;
  name: string;
  /** The type the browser would send with the file. */
  type?: string;
  kind?: string;
  /** The `purpose` field (live_photo). */
  purpose?: string;
}

/**
 * Sends a multipart upload the way a browser's FormData does, as the given client (its cookies and,
 * unless told otherwise, its form key in the X-Form-Key header). Node's own FormData encodes it.
 */
export async function sendUpload<T = UploadResponse>(
  t: TestApp,
  client: TestClient,
  part: UploadPart,
  options: { formKey?: string | null; url?: string } = {},
): Promise<TestResponse<T>> {
  const form = new FormData();
  if (part.kind !== undefined) form.append('kind', part.kind);
  if (part.purpose !== undefined) form.append('purpose', part.purpose);
  form.append('file', new Blob([new Uint8Array(part.data)], { type: part.type ?? '' }), part.name);
  const encoded = new Request('http://rookery.test/', { method: 'POST', body: form });
  const headers: Record<string, string> = {
    'content-type': encoded.headers.get('content-type') ?? '',
    cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
  };
  const formKey = options.formKey === undefined ? client.formKey : options.formKey;
  if (formKey) headers['x-form-key'] = formKey;
  const res = await t.app.inject({
    method: 'POST',
    url: options.url ?? '/svc/media/upload',
    headers,
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers, raw: res.body };
}

/** A test client's cookies and form key, for a `StreamedUpload`. */
export function authOf(client: TestClient): UploadAuth {
  return { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '), formKey: client.formKey };
}

/** How many uploads the database holds: a refused one must leave none behind. */
export const mediaCount = (t: TestApp) => countRows(t.deps.db, 'media');
