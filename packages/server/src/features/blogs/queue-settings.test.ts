import { messages } from '@rookery/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.js';

let t: TestApp;
let owner: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  owner = t.client();
  await owner.register('queue-settings@example.com', 'queue-owner');
});
afterAll(() => t.close());

const settings = (body: Record<string, unknown>) => owner.post('/svc/blog/queue-owner/settings', body);
const errorsOf = (res: { body: { errors?: { field?: string; detail: string }[] } }) =>
  (res.body.errors ?? []).map((e) => [e.field, e.detail]);

describe('queue settings', () => {
  it('start at 2 posts a day over the whole day, shown only to the owner', async () => {
    const own = await owner.get('/svc/data/tumblelog?tumblelog=queue-owner&include_member_data=1');
    expect(own.body.response).toMatchObject({ posts_per_day: 2, queue_start_hour: 0, queue_end_hour: 24 });
    const visitor = await t.client().get('/svc/data/tumblelog?tumblelog=queue-owner');
    expect(visitor.body.response).not.toHaveProperty('posts_per_day');
  });

  it('saves posts per day and the hours, from JSON or a form post', async () => {
    const res = await settings({ posts_per_day: 6, queue_start_hour: 8, queue_end_hour: 20 });
    expect(res.status).toBe(200);
    expect(res.body.response.blog).toMatchObject({
      posts_per_day: 6,
      queue_start_hour: 8,
      queue_end_hour: 20,
    });
    const form = await owner.post('/svc/blog/queue-owner/settings', undefined, {
      form: 'posts_per_day=50&queue_start_hour=0&queue_end_hour=1',
    });
    expect(form.body.response.blog).toMatchObject({
      posts_per_day: 50,
      queue_start_hour: 0,
      queue_end_hour: 1,
    });
  });

  it('refuses numbers out of range with the message under the field, changing nothing', async () => {
    await settings({ posts_per_day: 3, queue_start_hour: 9, queue_end_hour: 17 });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ posts_per_day: 0 }, 'posts_per_day', messages.queuePostsPerDay],
      [{ posts_per_day: 51 }, 'posts_per_day', messages.queuePostsPerDay],
      [{ posts_per_day: 'lots' }, 'posts_per_day', messages.queuePostsPerDay],
      [{ queue_start_hour: -1 }, 'queue_start_hour', messages.queueHour],
      [{ queue_end_hour: 25 }, 'queue_end_hour', messages.queueHour],
      [{ queue_start_hour: 1.5 }, 'queue_start_hour', messages.queueHour],
      [{ queue_start_hour: 12, queue_end_hour: 12 }, 'queue_end_hour', messages.queueHoursOrder],
      // One hour alone is checked against the stored other (9–17 here).
      [{ queue_start_hour: 17 }, 'queue_start_hour', messages.queueHoursOrder],
      [{ queue_end_hour: 9 }, 'queue_end_hour', messages.queueHoursOrder],
    ];
    for (const [body, field, message] of cases) {
      const res = await settings(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(errorsOf(res)).toEqual([[field, message]]);
    }
    const own = await owner.get('/svc/data/tumblelog?tumblelog=queue-owner&include_member_data=1');
    expect(own.body.response).toMatchObject({ posts_per_day: 3, queue_start_hour: 9, queue_end_hour: 17 });
  });

  it("refuses to change another user's queue", async () => {
    const stranger = t.client();
    await stranger.register('queue-stranger@example.com', 'queue-stranger');
    const res = await stranger.post('/svc/blog/queue-owner/settings', { posts_per_day: 10 });
    expect(res.status).toBe(403);
  });
});
