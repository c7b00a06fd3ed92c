import {
  type ApproveSubmissionResponse,
  askMessages,
  type InboxSubmission,
  messages,
  type PostListResponse,
  SUBMISSIONS_PER_HOUR,
  type SubmitInput,
  type SubmitResponse,
} from '@rookery/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.js';
import { allow, inbox } from '../asks/test-asks.js';
import { textPost } from '../posts/test-posts.js';

let t: TestApp;
let ann: TestClient;
let ben: TestClient;
let cat: TestClient;
let visitor: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  ann = t.client();
  await ann.register('ann@example.com', 'ann');
  ben = t.client();
  await ben.register('ben@example.com', 'ben');
  cat = t.client();
  await cat.register('cat@example.com', 'cat');
  visitor = await t.client().start();
  await allow(ann, 'ann', { submissions: true });
});
afterAll(() => t.close());

const submit = (client: TestClient, fields: Partial<SubmitInput>) =>
  client.post<SubmitResponse>('/svc/post/submit', { tumblelog: 'ann', type: 'text', ...fields });
const detail = (res: { body: { errors: { detail: string }[] } }) => res.body.errors[0]?.detail;
const publicPosts = async () =>
  (await visitor.get<PostListResponse>('/svc/blog/ann/posts')).body.response.posts.map((p) => p.id);

async function submitted(title: string): Promise<InboxSubmission> {
  const res = await submit(ben, { title, body: 'Some words\n\nand more' });
  expect(res.status, res.raw).toBe(200);
  const page = await inbox(ann, 'ann', '?limit=50');
  const item = page.body.response.items.find((i) => i.kind === 'submission' && i.id === res.body.response.id);
  if (item?.kind !== 'submission') throw new Error(`not in the inbox: ${page.raw}`);
  return item;
}

describe('POST /svc/post/submit', () => {
  it("stores an unapproved post of the recipient blog, crediting the submitter, seen only by the blog's owner", async () => {
    const item = await submitted('A poem for ann');
    expect(item.submitter?.name).toBe('ben');
    expect(item.post).toMatchObject({
      blog_name: 'ann',
      type: 'text',
      state: 'unapproved',
      title: 'A poem for ann',
      body: '<p>Some words</p><p>and more</p>',
      submitted_by: 'ben',
    });
    const row = await t.deps.db
      .selectFrom('posts')
      .select(['state', 'published_at'])
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ state: 'unapproved', published_at: null });
    // Nobody but ann sees it: not on the blog, not on its permalink, not even for its submitter.
    expect(await publicPosts()).not.toContain(item.id);
    expect((await ben.get(`/svc/blog/ann/post/${item.id}`)).status).toBe(404);
    expect((await visitor.get(`/svc/blog/ann/post/${item.id}`)).status).toBe(404);
    expect(
      (await ann.get(`/svc/blog/ann/posts`)).body.response.posts.map((p: { id: string }) => p.id),
    ).not.toContain(item.id);
  });

  it('tells the recipient, naming the submitter and the post', async () => {
    const rows = await t.deps.db
      .selectFrom('activity')
      .innerJoin('blogs as told', 'told.id', 'activity.blog_id')
      .innerJoin('blogs as actor', 'actor.id', 'activity.actor_blog_id')
      .select(['told.name as told', 'actor.name as actor', 'activity.post_id'])
      .where('kind', '=', 'submission')
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ told: 'ann', actor: 'ben' });
  });

  it('runs the post rules with their messages', async () => {
    expect(detail(await submit(ben, { title: '', body: '  ' }))).toBe(messages.postBodyEmpty);
    expect(detail(await submit(ben, { type: 'quote', quote: '' }))).toBe(messages.postNoQuote);
    expect(detail(await submit(ben, { type: 'link', url: '' }))).toBe(messages.postNoUrl);
    expect(detail(await submit(ben, { type: 'link', url: 'not a url' }))).toBe(messages.postInvalidUrl);
    expect(detail(await submit(ben, { type: 'photo' as 'text' }))).toBe(askMessages.submissionTypeInvalid);
    const link = await submit(ben, { type: 'link', url: 'https://example.com/a', title: 'A link' });
    expect(link.status, link.raw).toBe(200);
    const quote = await submit(ben, { type: 'quote', quote: 'To be', source: 'Someone' });
    expect(quote.status, quote.raw).toBe(200);
  });

  it("refuses a blog that takes no submissions, one's own blog, visitors, a blocked blog and calls without the form key", async () => {
    const closed = await submit(ann, { tumblelog: 'cat', title: 'Hi' });
    expect(closed.status).toBe(403);
    expect(detail(closed)).toBe(askMessages.submissionsClosed);
    const own = await submit(ann, { title: 'Me' });
    expect(own.status).toBe(400);
    expect(detail(own)).toBe(askMessages.submissionOwnBlog);
    expect((await submit(visitor, { title: 'Hi' })).status).toBe(401);
    expect((await ann.post('/svc/block/add', { tumblelog: 'ann', blocked_tumblelog: 'ben' })).status).toBe(
      200,
    );
    const blocked = await submit(ben, { title: 'Blocked?' });
    expect(blocked.status).toBe(403);
    expect(detail(blocked)).toBe(messages.blocked);
    expect((await ann.post('/svc/block/remove', { tumblelog: 'ann', blocked_tumblelog: 'ben' })).status).toBe(
      200,
    );
    expect(
      (await ben.post('/svc/post/submit', { tumblelog: 'ann', type: 'text', title: 'Hi' }, { formKey: null }))
        .status,
    ).toBe(403);
  });
});

describe('approving and denying', () => {
  it('publishes a submission on the blog, still crediting the submitter', async () => {
    const item = await submitted('Publish me');
    const res = await ann.post<ApproveSubmissionResponse>('/approve_submission', { id: item.id });
    expect(res.status, res.raw).toBe(200);
    expect(res.body.response).toMatchObject({ id: item.id, state: 'published' });
    const posts = (await visitor.get<PostListResponse>('/svc/blog/ann/posts')).body.response.posts;
    expect(posts[0]).toMatchObject({ id: item.id, state: 'published', submitted_by: 'ben' });
    const page = await inbox(ann, 'ann', '?limit=50');
    expect(page.body.response.items.some((i) => i.id === item.id)).toBe(false);
  });

  it('queues a submission at the end of the queue', async () => {
    const queuedFirst = await textPost(ann, { title: 'Already queued', state: 'queued' });
    const item = await submitted('Queue me');
    const form = new URLSearchParams({ id: item.id, queue: 'true' }).toString();
    const res = await ann.post<ApproveSubmissionResponse>('/approve_submission', undefined, { form });
    expect(res.status, res.raw).toBe(200);
    expect(res.body.response.state).toBe('queued');
    const queue = await ann.get<PostListResponse>('/svc/blog/ann/posts?state=queued');
    expect(queue.body.response.posts.map((p) => p.id)).toEqual([queuedFirst, item.id]);
    expect(await publicPosts()).not.toContain(item.id);
  });

  it('denies a submission: the post is gone, who sent it stays on record', async () => {
    const item = await submitted('Deny me');
    const res = await ann.post('/deny_submission', { pid: item.id });
    expect(res.status, res.raw).toBe(200);
    expect(
      await t.deps.db.selectFrom('posts').select('id').where('id', '=', item.id).executeTakeFirst(),
    ).toBeUndefined();
    const page = await inbox(ann, 'ann', '?limit=50');
    expect(page.body.response.items.some((i) => i.id === item.id)).toBe(false);
    const { rows } = await sql<{
      n: string;
    }>`select count(*) as n from submissions where post_id is null`.execute(t.deps.db);
    expect(Number(rows[0]!.n)).toBe(1);
  });

  it("refuses another user's submission (403), one already handled (404), visitors and calls without the form key", async () => {
    const item = await submitted('Not yours');
    expect((await cat.post('/approve_submission', { id: item.id })).status).toBe(403);
    expect((await ben.post('/deny_submission', { pid: item.id })).status).toBe(403);
    expect((await visitor.post('/approve_submission', { id: item.id })).status).toBe(401);
    expect((await ann.post('/approve_submission', { id: item.id }, { formKey: null })).status).toBe(403);
    expect((await ann.post('/approve_submission', { id: item.id })).status).toBe(200);
    const again = await ann.post('/deny_submission', { pid: item.id });
    expect(again.status).toBe(404);
    expect(detail(again)).toBe(askMessages.submissionNotFound);
    // A post of ann's own that is no submission cannot be approved either.
    const own = await textPost(ann, { title: 'Draft', state: 'draft' });
    expect((await ann.post('/approve_submission', { id: own })).status).toBe(404);
  });

  it('renders the inbox fragment for the composer saved on the inbox page', async () => {
    const item = await submitted('In the fragment');
    const res = await ann.request('GET', '/svc/post/inbox/before/0?tumblelog=ann');
    expect(res.status).toBe(200);
    expect(res.raw).toContain(`data-post-id="${item.id}"`);
    expect(res.raw).toContain('In the fragment');
  });
});

describe('the hourly limit', () => {
  it('limits an account to SUBMISSIONS_PER_HOUR submissions an hour', async () => {
    const dan = t.client();
    // From an address the test app does not exempt from the limits.
    dan.remoteAddress = '198.51.100.21';
    await dan.register('dan@example.com', 'dan');
    for (let i = 0; i < SUBMISSIONS_PER_HOUR; i++)
      expect((await submit(dan, { title: `Post ${i}` })).status).toBe(200);
    const limited = await submit(dan, { title: 'One more' });
    expect(limited.status).toBe(429);
    expect(detail(limited)).toBe(askMessages.submissionRateLimited);
  });
});
