import type { BlogCard, Bootstrap } from '@rookery/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.js';

let t: TestApp;
let owner: TestClient;
let visitor: TestClient;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = t.client();
  await owner.register('mentioned@example.com', 'mentioned');
  visitor = t.client();
  const session = await owner.get<Bootstrap>('/svc/account/session');
  token = session.body.response.user!.channels[0]!.mention_key;
});
afterAll(() => t.close());

describe('§7 mention tokens', () => {
  it('GET /svc/tumblelog_popover/{token}?is_user_mention=1 resolves the blog of a channel’s mention_key', async () => {
    const res = await visitor.get<BlogCard>(`/svc/tumblelog_popover/${token}?is_user_mention=1`);
    expect(res.status, res.raw).toBe(200);
    expect(res.body.response.name).toBe('mentioned');
  });

  it('an unknown token is a 404, never a 500', async () => {
    const res = await visitor.get(`/svc/tumblelog_popover/${'0'.repeat(8)}x?is_user_mention=1`);
    expect(res.status).toBe(404);
  });
});

describe('§9 the /m/{token} short link', () => {
  it('sends a visitor to the mentioned blog', async () => {
    const res = await visitor.get(`/m/${token}`);
    expect(res.status, res.raw).toBe(302);
    expect(new URL(String(res.headers.location), 'http://x').pathname).toBe('/mentioned');
  });

  it('an unknown or malformed token is a 404', async () => {
    expect((await visitor.get('/m/00000000-0000-0000-0000-000000000000')).status).toBe(404);
    expect((await visitor.get('/m/not-a-token')).status).toBe(404);
  });
});
