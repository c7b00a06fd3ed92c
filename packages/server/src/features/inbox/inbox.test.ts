import type { InboxCountResponse, InboxItem } from '@rookery/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.js';
import { allow, ask, inbox } from '../asks/test-asks.js';

let t: TestApp;
let ann: TestClient;
let ben: TestClient;

const label = (item: InboxItem) => (item.kind === 'ask' ? item.question : item.post.title);

beforeAll(async () => {
  t = await createTestApp();
  ann = t.client();
  await ann.register('ann@example.com', 'ann');
  ben = t.client();
  await ben.register('ben@example.com', 'ben');
  await allow(ann, 'ann', { asks: true, submissions: true });
  // Asks and submissions in turn, a minute apart (oldest first): ask 1, post 2, ask 3, post 4, ask 5.
  for (let i = 1; i <= 5; i++) {
    const res =
      i % 2
        ? await ask(ben, 'ann', `ask ${i}`)
        : await ben.post('/svc/post/submit', { tumblelog: 'ann', type: 'text', title: `post ${i}` });
    expect(res.status, res.raw).toBe(200);
  }
  await sql`update asks set created_at = now() - (6 - (regexp_replace(question, '\\D', '', 'g'))::int) * interval '1 minute'`.execute(
    t.deps.db,
  );
  await sql`update posts set created_at = now() - (6 - (regexp_replace(one, '\\D', '', 'g'))::int) * interval '1 minute' where state = 'unapproved'`.execute(
    t.deps.db,
  );
});
afterAll(() => t.close());

describe('GET /svc/blog/{name}/inbox', () => {
  it('lists asks and submissions together, newest first, a page at a time', async () => {
    const first = await inbox(ann, 'ann', '?limit=2');
    expect(first.status, first.raw).toBe(200);
    expect(first.body.response.items.map(label)).toEqual(['ask 5', 'post 4']);
    const second = await inbox(ann, 'ann', `?limit=2&before=${first.body.response.next}`);
    expect(second.body.response.items.map(label)).toEqual(['ask 3', 'post 2']);
    const third = await inbox(ann, 'ann', `?limit=2&before=${second.body.response.next}`);
    expect(third.body.response.items.map(label)).toEqual(['ask 1']);
    expect(third.body.response.next).toBeNull();
  });

  it('counts what waits', async () => {
    const res = await ann.get<InboxCountResponse>('/svc/blog/ann/inbox/count');
    expect(res.body.response).toEqual({ blog_name: 'ann', asks: 3, submissions: 2, total: 5 });
  });

  it("refuses another user's inbox (403), visitors (401), unknown blogs (404) and a bad cursor (400)", async () => {
    expect((await inbox(ben, 'ann')).status).toBe(403);
    expect((await ben.get('/svc/blog/ann/inbox/count')).status).toBe(403);
    expect((await inbox(await t.client().start(), 'ann')).status).toBe(401);
    expect((await inbox(ann, 'nobody-here')).status).toBe(404);
    expect((await inbox(ann, 'ann', '?before=nonsense')).status).toBe(400);
  });
});
