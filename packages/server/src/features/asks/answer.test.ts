import {
  type ActivityResponse,
  type AnswerResponse,
  askMessages,
  type InboxAsk,
  type PostListResponse,
} from '@rookery/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.js';
import { savePostForm } from '../posts/test-posts.js';
import { allow, ask, inbox } from './test-asks.js';

let t: TestApp;
let ann: TestClient;
let ben: TestClient;
let cat: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  ann = t.client();
  await ann.register('ann@example.com', 'ann');
  ben = t.client();
  await ben.register('ben@example.com', 'ben');
  cat = t.client();
  await cat.register('cat@example.com', 'cat');
  await allow(ann, 'ann', { asks: true, anonymous_asks: true });
  await allow(cat, 'cat', { asks: true });
  expect((await ben.post('/svc/follow', { tumblelog: 'ann' })).status).toBe(200);
});
afterAll(() => t.close());

async function waitingAsk(question: string): Promise<InboxAsk> {
  const page = await inbox(ann, 'ann', '?limit=50');
  const item = page.body.response.items.find((i) => i.kind === 'ask' && i.question === question);
  if (item?.kind !== 'ask') throw new Error(`no ask "${question}" in ${page.raw}`);
  return item;
}

const answer = (client: TestClient, item: InboxAsk, text: string, blog = 'ann') =>
  client.post<AnswerResponse>('/answer', {
    post_id: item.id,
    tumblelog: blog,
    key: item.key,
    answer_text: text,
  });

const blogPosts = async (blog: string) =>
  (await t.client().get<PostListResponse>(`/svc/blog/${blog}/posts`)).body.response.posts;

describe('POST /answer', () => {
  it('publishes an answer post on the blog and takes the ask out of the inbox', async () => {
    expect((await ask(ben, 'ann', 'What is your favourite bird?')).status).toBe(200);
    const item = await waitingAsk('What is your favourite bird?');
    expect(item.asker?.name).toBe('ben');

    const res = await answer(ann, item, 'The rook.\n\nObviously.');
    expect(res.status, res.raw).toBe(200);
    expect(res.body.response.post_url).toBe(`/ann/post/${res.body.response.id}`);

    const [post] = await blogPosts('ann');
    expect(post).toMatchObject({
      id: res.body.response.id,
      type: 'answer',
      state: 'published',
      ask: 'What is your favourite bird?',
      asking_name: 'ben',
      answer: '<p>The rook.</p><p>Obviously.</p>',
    });
    const after = await inbox(ann, 'ann');
    expect(after.body.response.items.some((i) => i.id === item.id && i.kind === 'ask')).toBe(false);
    // A follower sees it on the dashboard.
    const dashboard = await ben.get<PostListResponse>('/svc/dashboard');
    expect(dashboard.body.response.posts.map((p) => p.id)).toContain(res.body.response.id);
  });

  it('tells the asker, naming the answering blog and the answer post', async () => {
    const res = await ben.get<ActivityResponse>('/svc/activity?blog=ben');
    const item = res.body.response.items.find((i) => i.kind === 'answer');
    expect(item).toMatchObject({ actor: { name: 'ann' }, text: 'What is your favourite bird?' });
    const [post] = await blogPosts('ann');
    expect(item!.post?.id).toBe(post!.id);
  });

  it("credits an anonymous ask to 'Anonymous' and tells no one", async () => {
    expect((await ask(ben, 'ann', 'Do you read these?', true)).status).toBe(200);
    const item = await waitingAsk('Do you read these?');
    expect(item.asker).toBeNull();
    const answers = () =>
      t.deps.db.selectFrom('activity').select('id').where('kind', '=', 'answer').execute();
    const told = (await answers()).length;
    const res = await answer(ann, item, 'Every one.');
    expect(res.status).toBe(200);
    const [post] = await blogPosts('ann');
    expect(post).toMatchObject({ ask: 'Do you read these?', asking_name: 'Anonymous' });
    expect(JSON.stringify(post)).not.toContain('ben');
    expect((await answers()).length).toBe(told);
  });

  it('keeps who asked when the owner edits the answer post', async () => {
    const [post] = await blogPosts('ann');
    const res = await savePostForm(
      ann,
      'answer',
      { postId: post!.id, ask: post!.ask, answer: '<p>Every single one.</p>' },
      'edit',
    );
    expect(res.status, res.raw).toBe(200);
    const [edited] = await blogPosts('ann');
    expect(edited).toMatchObject({
      id: post!.id,
      answer: '<p>Every single one.</p>',
      asking_name: 'Anonymous',
    });
  });

  it('answers once: a wrong key, or an ask already answered, is no longer in the inbox', async () => {
    expect((await ask(ben, 'ann', 'Twice?')).status).toBe(200);
    const item = await waitingAsk('Twice?');
    const wrong = await answer(ann, { ...item, key: 'not-the-key' }, 'No');
    expect(wrong.status).toBe(404);
    expect(wrong.body.errors[0]?.detail).toBe(askMessages.askNotFound);
    expect((await answer(ann, item, 'Once.')).status).toBe(200);
    const again = await answer(ann, item, 'Twice.');
    expect(again.status).toBe(404);
    expect(again.body.errors[0]?.detail).toBe(askMessages.askNotFound);
  });

  it("refuses an empty answer, another user's ask, visitors and calls without the form key", async () => {
    expect((await ask(ben, 'ann', 'Yours?')).status).toBe(200);
    const item = await waitingAsk('Yours?');
    const empty = await answer(ann, item, '   ');
    expect(empty.status).toBe(400);
    expect(empty.body.errors[0]?.detail).toBe(askMessages.answerEmpty);
    // cat names ann's blog (not cat's own) → 403; cat names cat but the ask is ann's → 403.
    expect((await answer(cat, item, 'Mine now')).status).toBe(403);
    expect((await answer(cat, item, 'Mine now', 'cat')).status).toBe(403);
    expect((await answer(await t.client().start(), item, 'Hi')).status).toBe(401);
    const noKey = await ann.post(
      '/answer',
      { post_id: item.id, tumblelog: 'ann', key: item.key, answer_text: 'x' },
      { formKey: null },
    );
    expect(noKey.status).toBe(403);
    // Still waiting.
    expect((await waitingAsk('Yours?')).id).toBe(item.id);
  });

  it('takes form-encoded bodies, as the spec sends them', async () => {
    const item = await waitingAsk('Yours?');
    const form = new URLSearchParams({
      post_id: item.id,
      tumblelog: 'ann',
      key: item.key,
      answer_text: 'Yes, <b>mine</b> <script>alert(1)</script>',
    });
    const res = await ann.post<AnswerResponse>('/answer', undefined, { form: form.toString() });
    expect(res.status, res.raw).toBe(200);
    const [post] = await blogPosts('ann');
    expect(post!.answer).toContain('<b>mine</b>');
    expect(post!.answer).not.toContain('script');
  });
});

describe('POST /svc/ask/delete', () => {
  it("drops an ask unanswered; another user's ask is 403", async () => {
    expect((await ask(ben, 'ann', 'Delete me?')).status).toBe(200);
    const item = await waitingAsk('Delete me?');
    expect((await cat.post('/svc/ask/delete', { id: item.id, tumblelog: 'cat' })).status).toBe(403);
    expect((await ann.post('/svc/ask/delete', { id: item.id, tumblelog: 'ann' })).status).toBe(200);
    const page = await inbox(ann, 'ann');
    expect(page.body.response.items.some((i) => i.kind === 'ask' && i.id === item.id)).toBe(false);
    expect((await ann.post('/svc/ask/delete', { id: item.id, tumblelog: 'ann' })).status).toBe(404);
  });
});
