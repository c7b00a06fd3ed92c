import { type ActivityResponse, ASKS_PER_HOUR, askMessages, messages } from '@rookery/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.js';
import { allow, ask, inbox } from './test-asks.js';

let t: TestApp;
let ann: TestClient;
let ben: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  ann = t.client();
  await ann.register('ann@example.com', 'ann');
  ben = t.client();
  await ben.register('ben@example.com', 'ben');
  await allow(ann, 'ann', { asks: true, anonymous_asks: false });
});
afterAll(() => t.close());

const askRows = () => t.deps.db.selectFrom('asks').selectAll().orderBy('id').execute();
const detail = (res: { body: { errors: { detail: string }[] } }) => res.body.errors[0]?.detail;

describe('POST /svc/post/ask', () => {
  it('asks as the current blog, with newlines removed and the question trimmed', async () => {
    const res = await ask(ben, 'ann', '  Why the\nname\r\n"ann"?  ');
    expect(res.status, res.raw).toBe(200);
    expect(res.body.response).toEqual({ recipient: 'ann', anonymous: false });
    const [row] = await askRows();
    expect(row).toMatchObject({ question: 'Why the name "ann"?', anonymous: false });
    const ids = await t.deps.db.selectFrom('blogs').select(['id', 'name']).execute();
    expect(row!.asker_blog_id).toBe(ids.find((b) => b.name === 'ben')!.id);
  });

  it("refuses an empty question with the spec's message", async () => {
    for (const question of ['', '   ', '\n\n']) {
      const res = await ask(ben, 'ann', question);
      expect(res.status).toBe(400);
      expect(detail(res)).toBe('You need to enter a question!');
    }
  });

  it('takes 500 characters, not 501', async () => {
    expect((await ask(ben, 'ann', 'q'.repeat(500))).status).toBe(200);
    const res = await ask(ben, 'ann', 'q'.repeat(501));
    expect(res.status).toBe(400);
    expect(detail(res)).toBe(askMessages.askQuestionTooLong);
  });

  it("refuses links with the spec's message, the site's own host included", async () => {
    for (const question of [
      'see http://example',
      'go to www.example',
      'my page is cats.com',
      'rookery.test/ann asked',
    ]) {
      const res = await ask(ben, 'ann', question);
      expect(res.status, question).toBe(400);
      expect(detail(res)).toBe("Sorry, but please don't include links in questions.");
    }
  });

  it('asks anonymously only where the blog allows it', async () => {
    const refused = await ask(ben, 'ann', 'Who am I?', true);
    expect(refused.status).toBe(403);
    expect(detail(refused)).toBe(askMessages.askAnonymousClosed);
    await allow(ann, 'ann', { anonymous_asks: true });
    expect((await ask(ben, 'ann', 'Who am I?', true)).status).toBe(200);
  });

  it('refuses a blog that takes no questions, and any block between the two blogs', async () => {
    await allow(ann, 'ann', { asks: false });
    const closed = await ask(ben, 'ann', 'Still there?');
    expect(closed.status).toBe(403);
    expect(detail(closed)).toBe(askMessages.askClosed);
    await allow(ann, 'ann', { asks: true });

    // ann blocks ben, then ben blocks ann: either way ben cannot ask ann.
    for (const [blocker, client, blocked] of [
      ['ann', ann, 'ben'],
      ['ben', ben, 'ann'],
    ] as const) {
      expect(
        (await client.post('/svc/block/add', { tumblelog: blocker, blocked_tumblelog: blocked })).status,
      ).toBe(200);
      const refused = await ask(ben, 'ann', 'Blocked?');
      expect(refused.status).toBe(403);
      expect(detail(refused)).toBe(messages.blocked);
      expect(
        (await client.post('/svc/block/remove', { tumblelog: blocker, blocked_tumblelog: blocked })).status,
      ).toBe(200);
    }
    expect((await ask(ben, 'ann', 'Unblocked?')).status).toBe(200);
  });

  it("refuses visitors, calls without the form key, unknown blogs and one's own blog", async () => {
    const before = (await askRows()).length;
    const visitor = await t.client().start();
    const res = await ask(visitor, 'ann', 'Hello?');
    expect(res.status).toBe(401);
    expect(detail(res)).toBe(askMessages.askLoginRequired);
    expect(
      (await ben.post('/svc/post/ask', { recipient: 'ann', question: 'Hi' }, { formKey: null })).status,
    ).toBe(403);
    expect((await ask(ben, 'nobody-here', 'Hi')).status).toBe(404);
    const own = await ask(ann, 'ann', 'Talking to myself?');
    expect(own.status).toBe(400);
    expect(detail(own)).toBe(askMessages.askOwnBlog);
    expect((await askRows()).length).toBe(before);
  });

  it('limits an account to ASKS_PER_HOUR asks an hour, from all its blogs', async () => {
    const cat = t.client();
    // From an address the test app does not exempt from the limits.
    cat.remoteAddress = '198.51.100.20';
    await cat.register('cat@example.com', 'cat');
    expect((await cat.post('/svc/blog/create', { name: 'cat-two' })).status).toBe(200);
    for (let i = 0; i < ASKS_PER_HOUR - 1; i++)
      expect((await ask(cat, 'ann', `Question ${i}?`)).status).toBe(200);
    expect((await cat.post('/svc/account/current_blog', { tumblelog: 'cat-two' })).status).toBe(200);
    expect((await ask(cat, 'ann', 'The last one?')).status).toBe(200);
    const limited = await ask(cat, 'ann', 'One more?');
    expect(limited.status).toBe(429);
    expect(detail(limited)).toBe(askMessages.askRateLimited);
    // Another asker is not limited by cat's asks; an hour later cat may ask again.
    expect((await ask(ben, 'ann', 'Me too?')).status).toBe(200);
    await sql`update rate_limits set full_at = full_at - interval '61 minutes'`.execute(t.deps.db);
    expect((await ask(cat, 'ann', 'An hour later?')).status).toBe(200);
  });
});

describe('what the recipient learns', () => {
  it('tells the recipient of each ask, naming the asker only when not anonymous', async () => {
    const res = await ann.get<ActivityResponse>('/svc/activity?blog=ann&limit=50');
    expect(res.status).toBe(200);
    const asks = res.body.response.items.filter((i) => i.kind === 'ask');
    const named = asks.find((i) => i.text === 'Why the name "ann"?');
    expect(named?.actor?.name).toBe('ben');
    const anonymous = asks.find((i) => i.text === 'Who am I?');
    expect(anonymous).toBeDefined();
    expect(anonymous!.actor).toBeNull();
  });

  it('never shows who asked an anonymous question, while keeping it for moderation', async () => {
    const page = await inbox(ann, 'ann', '?limit=50');
    const item = page.body.response.items.find((i) => i.kind === 'ask' && i.question === 'Who am I?');
    expect(item).toMatchObject({ kind: 'ask', anonymous: true, asker: null });
    // Nothing in the item (its random key aside) names ben or his blog.
    const ids = await t.deps.db.selectFrom('blogs').select(['id', 'name', 'uuid']).execute();
    const benBlog = ids.find((b) => b.name === 'ben')!;
    const { key: _key, ...shown } = item as { key: string };
    const raw = JSON.stringify(shown);
    expect(raw).not.toContain('ben');
    expect(raw).not.toContain(benBlog.uuid);
    const row = await t.deps.db
      .selectFrom('asks')
      .select(['asker_blog_id', 'asker_user_id'])
      .where('question', '=', 'Who am I?')
      .executeTakeFirstOrThrow();
    expect(row.asker_blog_id).toBe(benBlog.id);
  });
});
