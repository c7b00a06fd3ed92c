import type { ReportResponse } from '@rookery/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { account, type MessagingAccount, sendText } from '../messaging/test-messaging.js';
import { textPost } from '../posts/test-posts.js';

let t: TestApp;
let ann: MessagingAccount;
let ben: MessagingAccount;
let benPost: string;

beforeAll(async () => {
  t = await createTestApp();
  await account(t, 'mod');
  ann = await account(t, 'ann');
  ben = await account(t, 'ben');
  benPost = await textPost(ben.client, { title: 'Spammy words' });
});
afterAll(() => t.close());

const report = (client = ann.client, body: object = {}, options = {}) =>
  client.post<ReportResponse>(
    '/svc/report',
    { target_type: 'post', target_id: benPost, reason: 'spam', ...body },
    options,
  );
const stored = () => t.deps.db.selectFrom('reports').selectAll().orderBy('id').execute();

describe('POST /svc/report', () => {
  it('stores a post report with its reporter, target, reason and a snapshot of the post', async () => {
    const res = await report(ann.client, { note: 'selling things' });
    expect(res.status).toBe(200);
    expect(res.body.response.created).toBe(true);
    const [row] = await stored();
    expect(row).toMatchObject({
      reporter_user_id: ann.userId,
      reporter_blog_id: ann.blog.id,
      target_type: 'post',
      target_id: benPost,
      target_blog_id: ben.blog.id,
      reason: 'spam',
      note: 'selling things',
      status: 'open',
    });
    expect(row!.snapshot).toMatchObject({ blog_name: 'ben', type: 'text', fields: { one: 'Spammy words' } });
  });

  it('is idempotent: the same reporter reporting the same thing again changes nothing', async () => {
    const first = (await stored())[0]!;
    const again = await report(ann.client, { reason: 'harassment' });
    expect(again.status).toBe(200);
    expect(again.body.response).toEqual({ report_id: first.id, created: false, blocked: false });
    expect(await stored()).toHaveLength(1);
  });

  it('reports a blog by name, a message of one of the reporter’s conversations and an ask to their blog', async () => {
    expect(
      (await report(ann.client, { target_type: 'blog', target_id: 'ben', reason: 'other', note: 'x' }))
        .status,
    ).toBe(200);
    const sent = await sendText(ben, ann, 'click my link');
    await t.deps.db
      .updateTable('blogs')
      .set({ anonymous_asks: true })
      .where('id', '=', ann.blog.id)
      .execute();
    const messageId = sent.body.response.messages.data.at(-1)!.ts;
    expect((await report(ann.client, { target_type: 'message', target_id: messageId })).status).toBe(200);
    expect(
      (await ben.client.post('/svc/post/ask', { recipient: 'ann', question: 'rude?', anonymous: true }))
        .status,
    ).toBe(200);
    const ask = await t.deps.db.selectFrom('asks').select('id').executeTakeFirstOrThrow();
    expect(
      (await report(ann.client, { target_type: 'ask', target_id: ask.id, reason: 'harassment' })).status,
    ).toBe(200);
    const rows = await stored();
    expect(rows.map((r) => r.target_type)).toEqual(['post', 'blog', 'message', 'ask']);
    expect(rows[2]!.snapshot).toMatchObject({ sender: 'ben', text: 'click my link' });
    expect(rows[3]!.snapshot).toMatchObject({ question: 'rude?', anonymous: true, asker: 'ben' });
  });

  it('blocks the sender in the same step when asked, an anonymous asker included, and their address', async () => {
    ben.client.remoteAddress = '203.0.113.7';
    expect(
      (await ben.client.post('/svc/post/ask', { recipient: 'ann', question: 'again', anonymous: true }))
        .status,
    ).toBe(200);
    const ask = await t.deps.db
      .selectFrom('asks')
      .select('id')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const res = await report(ann.client, {
      target_type: 'ask',
      target_id: ask.id,
      reason: 'harassment',
      block: true,
    });
    expect(res.body.response).toMatchObject({ created: true, blocked: true });
    const blocks = await t.deps.db.selectFrom('blocks').selectAll().execute();
    expect(blocks).toMatchObject([{ blocker_blog_id: ann.blog.id, blocked_blog_id: ben.blog.id }]);
    expect((await ben.client.post('/svc/post/ask', { recipient: 'ann', question: 'more' })).status).toBe(403);

    // Spec document 1 §8: further messages from the sender's address are blocked too, whichever
    // blog sends them: another account at that address can neither ask nor submit to ann.
    await t.deps.db.updateTable('blogs').set({ submissions: true }).where('id', '=', ann.blog.id).execute();
    const eve = await account(t, 'eve');
    eve.client.remoteAddress = '203.0.113.7';
    const askAnn = (client = eve.client) =>
      client.post('/svc/post/ask', { recipient: 'ann', question: 'new name, same me', anonymous: true });
    const submit = () => eve.client.post('/svc/post/submit', { tumblelog: 'ann', type: 'text', title: 'Hi' });
    expect((await askAnn()).status).toBe(403);
    expect((await submit()).status).toBe(403);
    // The address is kept only as a keyed hash, and only ann's inbox is closed to it.
    const [stored] = await t.deps.db.selectFrom('address_blocks').selectAll().execute();
    expect(stored).toMatchObject({ blog_id: ann.blog.id });
    expect(stored!.address).not.toContain('203.0.113');
    expect(
      (await eve.client.post('/svc/post/ask', { recipient: 'ben', question: 'hello ben', anonymous: false }))
        .status,
    ).not.toBe(403);
    // Unblocking the blog does not undo the address block ("it can't be undone").
    await t.deps.db.deleteFrom('blocks').execute();
    expect((await askAnn()).status).toBe(403);
    eve.client.remoteAddress = '198.51.100.9';
    expect((await askAnn()).status).toBe(200);
    expect((await submit()).status).toBe(200);
    ben.client.remoteAddress = '127.0.0.1';
  });

  it('refuses what the reporter cannot see (404), their own things (403), bad input (400), visitors and no form key', async () => {
    const cat = await account(t, 'cat');
    const messageId = (await t.deps.db.selectFrom('messages').select('id').executeTakeFirstOrThrow()).id;
    expect((await report(cat.client, { target_type: 'message', target_id: messageId })).status).toBe(404);
    const ask = await t.deps.db.selectFrom('asks').select('id').executeTakeFirstOrThrow();
    expect((await report(cat.client, { target_type: 'ask', target_id: ask.id })).status).toBe(404);
    expect((await report(cat.client, { target_id: '999999' })).status).toBe(404);
    expect((await report(cat.client, { target_id: 'abc' })).status).toBe(404);
    expect((await report(ben.client)).status).toBe(403);
    expect((await report(cat.client, { reason: 'bored' })).status).toBe(400);
    expect((await report(cat.client, { reason: 'other' })).status).toBe(400);
    expect((await report(cat.client, { target_type: 'user' })).status).toBe(400);
    expect((await report(await t.client().start())).status).toBe(401);
    expect((await report(cat.client, {}, { formKey: null })).status).toBe(403);
    expect(await stored()).toHaveLength(5);
  });

  it('is rate limited per account (429), and a refused report stores nothing', async () => {
    const dan = await account(t, 'dan');
    const ids: string[] = [];
    for (let i = 0; i < 21; i++) ids.push(await textPost(ben.client, { title: `post ${i}` }));
    const from = { remoteAddress: '203.0.113.9' };
    const statuses: number[] = [];
    for (const id of ids) statuses.push((await report(dan.client, { target_id: id }, from)).status);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    const dans = await t.deps.db
      .selectFrom('reports')
      .select('id')
      .where('reporter_user_id', '=', dan.userId)
      .execute();
    expect(dans).toHaveLength(20);
  });
});
