import { messages, uploadMessages } from '@rookery/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.js';
import { findOwnedMedia, mediaKeyFrom } from './media.js';
import { solidPng } from './test-files.js';
import { mediaCount, sendUpload } from './test-upload.js';

let t: TestApp;
let owner: TestClient;
let other: TestClient;
let png: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  owner = t.client();
  await owner.register('owner@example.com', 'owner-blog');
  other = t.client();
  await other.register('other@example.com', 'other-blog');
  png = await solidPng(20, 20);
});
afterAll(() => t.close());

describe('who may upload', () => {
  it('refuses visitors with 401', async () => {
    const visitor = await t.client().start();
    const res = await sendUpload(t, visitor, { data: png, name: 'a.png', type: 'image/png' });
    expect(res.status).toBe(401);
    expect(res.body.errors[0]?.detail).toBe(messages.loginRequired);
    expect(await mediaCount(t)).toBe(0);
  });

  it('refuses a signed-in user without the form key with 403', async () => {
    const res = await sendUpload(
      t,
      owner,
      { data: png, name: 'a.png', type: 'image/png' },
      { formKey: null },
    );
    expect(res.status).toBe(403);
    expect(res.body.errors[0]?.detail).toBe(messages.formKeyInvalid);
    const wrong = await sendUpload(t, owner, { data: png, name: 'a.png' }, { formKey: 'not-the-key' });
    expect(wrong.status).toBe(403);
    expect(await mediaCount(t)).toBe(0);
  });

  it('asks for a file when none was sent', async () => {
    const json = await owner.post('/svc/media/upload', { kind: 'image' });
    expect(json.status).toBe(400);
    expect(json.body.errors[0]).toMatchObject({ field: 'file', detail: uploadMessages.noFile });
  });

  it('answers a body the parser cannot read as a failed upload, not a server error', async () => {
    const headers = {
      'x-form-key': owner.formKey,
      cookie: [...owner.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    };
    for (const [type, payload] of [
      [
        'multipart/form-data; boundary=XYZ',
        '--XYZ\r\nContent-Disposition: form-data; name="file"\r\n\r\nno end',
      ],
      ['multipart/form-data', 'no boundary at all'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/svc/media/upload',
        headers: { ...headers, 'content-type': type },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json().errors[0]?.detail).toBe(uploadMessages.failed);
    }
    expect(await mediaCount(t)).toBe(0);
  });

  it('refuses an unknown kind', async () => {
    const res = await sendUpload(t, owner, { data: png, name: 'a.png', type: 'image/png', kind: 'sticker' });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({ field: 'kind', detail: uploadMessages.unknownKind });
  });
});

describe('findOwnedMedia', () => {
  it('finds an upload by its url or key, only for its owner', async () => {
    const res = await sendUpload(t, owner, { data: png, name: 'mine.png', type: 'image/png' });
    const { key, url } = res.body.response;
    const ownerId = await t.deps.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'owner@example.com')
      .executeTakeFirstOrThrow();
    const otherId = await t.deps.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'other@example.com')
      .executeTakeFirstOrThrow();
    for (const ref of [key, url]) {
      expect((await findOwnedMedia(t.deps.db, ownerId.id, ref))?.key).toBe(key);
      expect(await findOwnedMedia(t.deps.db, otherId.id, ref)).toBeUndefined();
    }
    expect(await findOwnedMedia(t.deps.db, ownerId.id, '/media/uploads/image/missing.png')).toBeUndefined();
    // Another host's url with the same path is not this upload.
    expect(await findOwnedMedia(t.deps.db, ownerId.id, `https://elsewhere.example${url}`)).toBeUndefined();
  });

  it('reads keys only from our media paths', () => {
    expect(mediaKeyFrom('/media/uploads/image/a.png')).toBe('uploads/image/a.png');
    expect(mediaKeyFrom('uploads/image/a.png')).toBe('uploads/image/a.png');
    expect(mediaKeyFrom('https://example.com/media/uploads/a.png')).toBeNull();
    expect(mediaKeyFrom('//example.com/media/uploads/a.png')).toBeNull();
    expect(mediaKeyFrom('/media/../session-secret')).toBeNull();
    expect(mediaKeyFrom('')).toBeNull();
  });
});
