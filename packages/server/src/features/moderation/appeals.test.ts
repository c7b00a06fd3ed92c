import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ActivityResponse, adultContentTexts, type PostView, type ReviewResponse } from '@rookery/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedUp, type TestApp, type TestClient } from '../../../test/test-app.js';
import { reblogKeyOf, reblogPost, textPost } from '../posts/test-posts.js';

let t: TestApp;
let mod: TestClient;
let ann: TestClient;
let ben: TestClient;
let post: string;

beforeAll(async () => {
  t = await createTestApp();
  mod = await signedUp(t, 'mod');
  ann = await signedUp(t, 'ann');
  ben = await signedUp(t, 'ben');
  post = await textPost(ann, { title: 'Flag me' });
});
afterAll(() => t.close());

const decide = (client: TestClient, action: string, id = post) =>
  client.post('/svc/admin/post', { post_id: id, action, reason: 'test' });
const appeal = (client: TestClient, body: object = {}) =>
  client.post('/svc/appeal', { post_id: post, blog_name: 'ann', state: 3, ...body });
const review = async (client = ann, blog = 'ann') =>
  (await client.get<ReviewResponse<PostView>>(`/svc/blog/${blog}/review`)).body.response.items;
const state = async (id = post) =>
  t.deps.db
    .selectFrom('posts')
    .select(['classification', 'appeal_state'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const seen = async (client: TestClient) => (await client.get(`/svc/blog/ann/post/${post}`)).status;

describe('classification and appeals', () => {
  it('lets only moderators decide (403 for members), and an unflagged post cannot be appealed (409)', async () => {
    expect((await decide(ann, 'classify')).status).toBe(403);
    expect((await decide(ben, 'classify')).status).toBe(403);
    expect((await appeal(ann)).status).toBe(409);
    expect(await state()).toEqual({ classification: 'none', appeal_state: 0 });
  });

  it('classifies a post adult: hidden from others, appealable, the owner told with the spec’s message', async () => {
    const reblog = await reblogPost(ben, 'ben', post, await reblogKeyOf(t.deps.db, post), {
      body: '<p>nice</p>',
    });
    const reblogId = reblog.body.response.post.id;
    expect((await decide(mod, 'classify')).status).toBe(200);
    expect(await state()).toEqual({ classification: 'adult', appeal_state: 2 });
    expect(await seen(ben)).toBe(404);
    expect(await seen(t.client())).toBe(404);
    expect(await seen(ann)).toBe(200);
    // The owner's card says why; nobody else's answer carries it.
    const own = await ann.get(`/svc/blog/ann/post/${post}`);
    expect(own.body.response.post.appeal).toEqual({
      state: 2,
      message: adultContentTexts.available,
      can_appeal: true,
    });
    const [item] = await review();
    expect(item).toMatchObject({ appeal_state: 2, can_appeal: true, message: adultContentTexts.available });
    // Its reblog carries it in its trail: flagged too, with the reblog message.
    const [theirs] = await review(ben, 'ben');
    expect(theirs).toMatchObject({ appeal_state: 2, message: adultContentTexts.reblog });
    expect((await ben.get(`/svc/blog/ben/post/${reblogId}`)).status).toBe(200);
    expect((await ann.get(`/svc/blog/ben/post/${reblogId}`)).status).toBe(404);
    const activity = await ann.get<ActivityResponse>('/svc/activity');
    expect(activity.body.response.items[0]).toMatchObject({ kind: 'moderation', actor: null });
  });

  it('refuses an appeal by anyone but the owner, to any state but in_review, or named by another blog', async () => {
    expect((await appeal(ben)).status).toBe(403);
    for (const s of [-1, 0, 1, 2, 4, 9]) expect((await appeal(ann, { state: s })).status).toBe(400);
    expect((await appeal(ann, { state: 'x' })).status).toBe(400);
    expect((await appeal(ann, { blog_name: 'ben' })).status).toBe(404);
    expect((await appeal(ann, { post_id: '99999' })).status).toBe(404);
    expect((await appeal(ann, { post_id: 'abc' })).status).toBe(400);
    expect(
      (await ann.post('/svc/appeal', { post_id: post, blog_name: 'ann', state: 3 }, { formKey: null }))
        .status,
    ).toBe(403);
  });

  it('lets a moderator reject only an appeal in review (409 before)', async () => {
    expect((await decide(mod, 'reject')).status).toBe(409);
    expect(await state()).toEqual({ classification: 'adult', appeal_state: 2 });
  });

  it('the owner appeals: in_review with the alert, then nothing more to appeal', async () => {
    const res = await appeal(ann);
    expect(res.status).toBe(200);
    expect(res.body.response).toEqual({
      post_id: post,
      appeal_state: 3,
      message: adultContentTexts.appealSent,
    });
    expect((await appeal(ann)).status).toBe(409);
    const [item] = await review();
    expect(item).toMatchObject({ appeal_state: 3, can_appeal: false, message: adultContentTexts.inReview });
  });

  it('a moderator rejects: complete, viewable only to its owner, mailed, and never appealable again', async () => {
    expect((await decide(mod, 'reject')).status).toBe(200);
    expect(await state()).toEqual({ classification: 'adult', appeal_state: 4 });
    expect((await appeal(ann)).status).toBe(409);
    expect(await seen(ben)).toBe(404);
    expect(await seen(ann)).toBe(200);
    expect((await review())[0]).toMatchObject({ message: adultContentTexts.complete, can_appeal: false });
    const mails = readdirSync(join(t.dataDir, 'mail')).map((f) =>
      readFileSync(join(t.dataDir, 'mail', f), 'utf8'),
    );
    expect(
      mails.some((m) => m.includes('ann@example.com') && m.includes('The review of your post is complete')),
    ).toBe(true);
  });

  it('a moderator approves: the classification is cleared and everyone sees it again', async () => {
    expect((await decide(mod, 'approve')).status).toBe(200);
    expect(await state()).toEqual({ classification: 'none', appeal_state: 0 });
    expect(await seen(ben)).toBe(200);
    expect(await review()).toEqual([]);
    expect((await decide(mod, 'approve')).status).toBe(409);
    expect((await decide(mod, 'reject')).status).toBe(409);
  });

  it('labels a post sensitive and takes the label off; every decision is in the moderation log', async () => {
    expect((await decide(mod, 'label_sensitive')).status).toBe(200);
    const labelled = await t.deps.db
      .selectFrom('posts')
      .select('moderator_flagged_nsfw')
      .where('id', '=', post)
      .executeTakeFirstOrThrow();
    expect(labelled.moderator_flagged_nsfw).toBe(true);
    expect((await decide(mod, 'unlabel_sensitive')).status).toBe(200);
    expect((await decide(mod, 'frobnicate')).status).toBe(400);
    expect((await decide(mod, 'classify', '424242')).status).toBe(404);
    const log = await t.deps.db
      .selectFrom('moderation_log')
      .select('action')
      .where('target_type', '=', 'post')
      .orderBy('id')
      .execute();
    expect(log.map((l) => l.action)).toEqual([
      'classify',
      'reject',
      'approve',
      'label_sensitive',
      'unlabel_sensitive',
    ]);
  });
});

describe('the review page’s data', () => {
  it('is the owner’s only', async () => {
    expect((await ben.get('/svc/blog/ann/review')).status).toBe(403);
    expect((await t.client().get('/svc/blog/ann/review')).status).toBe(401);
  });
});
