import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.js';

let t: TestApp;
let client: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  client = t.client();
  await client.register('codes@example.com', 'codes');
});
afterAll(() => t.close());

/** Saves a text post with the state code and publish date a client sends (spec document 1 §4, §7). */
async function saveWith(state: string, publishOn?: string) {
  const form = new URLSearchParams({ 'post[type]': 'text', 'post[two]': 'Body', 'post[state]': state });
  if (publishOn) form.set('post[publish_on]', publishOn);
  const res = await client.request('POST', '/svc/post/update', undefined, { form: form.toString() });
  expect(res.status, res.raw).toBe(200);
  const row = await t.deps.db
    .selectFrom('posts')
    .select(['state', 'publish_on'])
    .where('id', '=', res.body.response.post.id)
    .executeTakeFirstOrThrow();
  return row;
}

describe('state codes on save', () => {
  const at = new Date(Date.now() + 3 * 86_400_000);

  it('schedules a post sent as queued (2) with a publish date, as `on.2` does', async () => {
    for (const code of ['2', 'on.2']) {
      const row = await saveWith(code, at.toISOString());
      expect(row.state, code).toBe('queued');
      expect(row.publish_on?.toISOString(), code).toBe(at.toISOString());
    }
  });

  it('keeps a post sent as queued without a date in the queue', async () => {
    const row = await saveWith('2');
    expect(row).toEqual({ state: 'queued', publish_on: null });
  });
});
