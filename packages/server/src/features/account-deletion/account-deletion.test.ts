import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  ACCOUNT_DELETION_GRACE_MS,
  type AccountDeletionResponse,
  accountDeletionTexts,
  type Bootstrap,
  type ConversationMessagesResponse,
  type ConversationsResponse,
} from '@rookery/core';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.js';
import { solidJpeg } from '../media/test-files.js';
import { sendUpload } from '../media/test-upload.js';
import {
  account,
  type MessagingAccount,
  messagesUrl,
  sendPicture,
  sendText,
} from '../messaging/test-messaging.js';
import { reblogKeyOf, reblogPost, savePostForm, textPost } from '../posts/test-posts.js';

let t: TestApp;
let friend: MessagingAccount;

beforeAll(async () => {
  t = await createTestApp();
  friend = await account(t, 'friend');
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const PASSWORD = 'correct horse battery';
const deleteAccount = (client: TestClient, password = PASSWORD) =>
  client.post<AccountDeletionResponse>('/svc/account/delete', { password });
const keep = (client: TestClient) => client.post<AccountDeletionResponse>('/svc/account/delete/cancel');
const blogData = (client: TestClient, name: string) => client.get(`/svc/data/tumblelog?tumblelog=${name}`);
const sessionUser = async (client: TestClient) =>
  (await client.get<Bootstrap>('/svc/account/session')).body.response.user;

/** A second browser signed in to the same account. */
async function secondBrowser(email: string): Promise<TestClient> {
  const other = t.client();
  expect((await other.login(email)).status).toBe(200);
  return other;
}

async function clockAt(at: Date) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
}

describe('asking to delete the account', () => {
  it('refuses a wrong or missing password and changes nothing', async () => {
    const leaver = await account(t, 'wrong-pass');
    const wrong = await deleteAccount(leaver.client, 'not my password');
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors[0]).toMatchObject({
      field: 'password',
      detail: accountDeletionTexts.passwordWrong,
    });
    const missing = await leaver.client.post('/svc/account/delete', {});
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0]?.detail).toBe(accountDeletionTexts.passwordRequired);
    expect((await sessionUser(leaver.client))?.deletion_scheduled_for).toBeNull();
    expect((await blogData(friend.client, 'wrong-pass')).status).toBe(200);
    expect(
      (await leaver.client.post('/svc/account/delete', { password: PASSWORD }, { formKey: null })).status,
    ).toBe(403);
    expect(
      (await (await t.client().start()).post('/svc/account/delete', { password: PASSWORD })).status,
    ).toBe(401);
  });

  it('hides the blogs from everyone else and ends the other sessions, then keeps the account on request', async () => {
    const leaver = await account(t, 'undecided');
    const other = await secondBrowser('undecided@example.com');
    const post = await textPost(leaver.client, { tumblelog: 'undecided', title: 'Still here?' });

    const res = await deleteAccount(leaver.client);
    expect(res.status, res.raw).toBe(200);
    const when = new Date(res.body.response.deletion_scheduled_for!);
    expect(Math.abs(when.getTime() - Date.now() - ACCOUNT_DELETION_GRACE_MS)).toBeLessThan(60_000);
    expect(res.body.response.user?.deletion_scheduled_for).toBe(when.toISOString());
    expect((await deleteAccount(leaver.client)).status).toBe(409);

    // Meanwhile: 404 to others, the owner still signed in here and reading it; the other browser is out.
    expect((await blogData(friend.client, 'undecided')).status).toBe(404);
    expect((await friend.client.get(`/svc/blog/undecided/posts`)).status).toBe(404);
    expect((await blogData(leaver.client, 'undecided')).status).toBe(200);
    expect(await sessionUser(other)).toBeNull();
    expect((await sendText(friend, leaver, 'Are you there?')).status).toBe(403);
    // A blog made meanwhile is hidden with the others.
    expect((await leaver.client.post('/svc/blog/create', { name: 'undecided-too' })).status).toBe(200);
    expect((await blogData(friend.client, 'undecided-too')).status).toBe(404);

    const kept = await keep(leaver.client);
    expect(kept.status, kept.raw).toBe(200);
    expect(kept.body.response).toMatchObject({
      deletion_scheduled_for: null,
      message: accountDeletionTexts.kept,
    });
    expect((await blogData(friend.client, 'undecided')).status).toBe(200);
    expect((await blogData(friend.client, 'undecided-too')).status).toBe(200);
    expect((await keep(leaver.client)).status).toBe(409);

    // Its job is gone: a week later nothing happens.
    await clockAt(new Date(when.getTime() + 60_000));
    await t.runJobs();
    expect((await sessionUser(leaver.client))?.name).toBe('undecided');
    const posts = await t.deps.db.selectFrom('posts').select('id').where('id', '=', post).execute();
    expect(posts).toHaveLength(1);
  });

  it('lets the owner sign in again during the grace period to keep it', async () => {
    const leaver = await account(t, 'comeback');
    expect((await deleteAccount(leaver.client)).status).toBe(200);
    expect((await leaver.client.post('/svc/account/logout')).status).toBe(200);
    const again = await secondBrowser('comeback@example.com');
    expect((await sessionUser(again))?.deletion_scheduled_for).not.toBeNull();
    expect((await keep(again)).status).toBe(200);
    expect((await sessionUser(again))?.deletion_scheduled_for).toBeNull();
  });
});

describe('after the grace period', () => {
  it('removes everything the account owned; the others keep their conversations and reblogs', async () => {
    const leaver = await account(t, 'leaver');
    const c = leaver.client;
    expect((await c.post('/svc/blog/create', { name: 'leaver-two' })).status).toBe(200);
    const upload = async (name: string) => {
      const res = await sendUpload(t, c, { data: await solidJpeg(30, 20), name, type: 'image/jpeg' });
      expect(res.status, res.raw).toBe(200);
      return res.body.response.url;
    };
    const kept = await upload('kept.jpg');
    const removed = await upload('removed.jpg');
    const keptPost = await savePostForm(c, 'photo', {
      tumblelog: 'leaver',
      photos: [{ id: 'o1', preuploadUrl: kept }],
    });
    const removedPost = await savePostForm(c, 'photo', {
      tumblelog: 'leaver-two',
      photos: [{ id: 'o1', preuploadUrl: removed }],
    });
    expect([keptPost.status, removedPost.status]).toEqual([200, 200]);
    await textPost(c, { tumblelog: 'leaver', title: 'A draft', state: 'draft' });
    const friendsPost = await textPost(friend.client, { tumblelog: 'friend', title: 'Hi' });
    expect(
      (await c.post('/svc/like', { id: friendsPost, key: await reblogKeyOf(t.deps.db, friendsPost) })).status,
    ).toBe(200);
    expect((await c.post('/svc/follow', { tumblelog: 'friend' })).status).toBe(200);
    expect((await friend.client.post('/svc/follow', { tumblelog: 'leaver' })).status).toBe(200);
    // The friend reblogs the photo that stays.
    const keptId = keptPost.body.response.post.id;
    const reblog = await reblogPost(
      friend.client,
      'friend',
      keptId,
      await reblogKeyOf(t.deps.db, keptId),
      {},
    );
    expect(reblog.status, reblog.raw).toBe(200);
    expect((await sendText(leaver, friend, 'Goodbye, friend')).status).toBe(200);
    expect((await sendText(friend, leaver, 'Goodbye!')).status).toBe(200);
    const image = await sendPicture(t, leaver, friend);
    expect(image.status, image.raw).toBe(200);
    const imageKey = (image.body.response.messages.data[0]?.image?.original_size.url ?? '').replace(
      '/media/',
      '',
    );
    expect((await c.post('/svc/log/lady', { payload: [{ event: 'editor_opened' }] })).status).toBe(200);
    expect((await c.post('/svc/account/export')).status).toBe(200);
    await t.runJobs();

    const blogIds = (
      await t.deps.db.selectFrom('blogs').select('id').where('user_id', '=', leaver.userId).execute()
    ).map((b) => b.id);
    const res = await deleteAccount(c);
    expect(res.status).toBe(200);
    const when = new Date(res.body.response.deletion_scheduled_for!);

    // Not before its time.
    await clockAt(new Date(when.getTime() - 60_000));
    await t.runJobs();
    expect(await countFor(leaver.userId, blogIds)).toMatchObject({ users: 1, blogs: 2, events: 1 });

    await clockAt(new Date(when.getTime() + 60_000));
    await t.runJobs();
    expect(await countFor(leaver.userId, blogIds)).toEqual({
      users: 0,
      blogs: 0,
      posts: 0,
      media: 0,
      likes: 0,
      follows: 0,
      sessions: 0,
      account_exports: 0,
      events: 0,
      conversation_participants: 0,
    });
    const file = (url: string) => join(t.dataDir, 'media', url.replace('/media/', ''));
    expect(existsSync(file(removed))).toBe(false);
    expect(existsSync(join(t.dataDir, 'media', imageKey))).toBe(false);
    expect(existsSync(file(kept))).toBe(true);
    expect(await sessionUser(c)).toBeNull();
    expect((await blogData(friend.client, 'leaver')).status).toBe(404);

    // The friend still has the conversation, from a blog named as deleted, and can send no more.
    const inbox = await friend.client.get<ConversationsResponse>(
      `/svc/conversations?participant=${friend.blog.uuid}`,
    );
    const [conversation] = inbox.body.response.conversations;
    expect(conversation?.participants.map((p) => p.name)).toEqual([
      'friend',
      accountDeletionTexts.departedName('leaver'),
    ]);
    expect(conversation).toMatchObject({
      can_send: false,
      cant_send_reason: accountDeletionTexts.departedReason,
    });
    const messages = await friend.client.get<ConversationMessagesResponse>(
      messagesUrl(friend, { conversation_id: conversation!.id }),
    );
    const departed = conversation!.participants[1]!.uuid;
    expect(
      messages.body.response.messages.data.map((m) => [m.participant, m.content?.text ?? null, m.image]),
    ).toEqual([
      [departed, 'Goodbye, friend', null],
      [friend.blog.uuid, 'Goodbye!', null],
      [departed, null, null],
    ]);
    const reply = await sendText(friend, { conversationId: conversation!.id }, 'Hello?');
    expect(reply.status).toBe(403);
    expect(reply.body.errors[0]?.detail).toBe(accountDeletionTexts.departedReason);
    // The friend's reblog keeps its photo.
    const reblogged = await friend.client.get(`/svc/blog/friend/posts`);
    expect(reblogged.body.response.posts[0].photos[0].url).toBe(kept);
  });
});

/** Rows of the account and its blogs (by their ids, which outlive the rows), table by table. */
async function countFor(userId: string, blogIds: string[]): Promise<Record<string, number>> {
  const one = async (query: string) =>
    Number((await sql.raw<{ n: string }>(query).execute(t.deps.db)).rows[0]!.n);
  const blogs = `(${blogIds.join(',')})`;
  return {
    users: await one(`select count(*) as n from users where id = ${userId}`),
    blogs: await one(`select count(*) as n from blogs where id in ${blogs}`),
    posts: await one(`select count(*) as n from posts where blog_id in ${blogs}`),
    media: await one(`select count(*) as n from media where user_id = ${userId}`),
    likes: await one(`select count(*) as n from likes where user_id = ${userId}`),
    follows: await one(
      `select count(*) as n from follows where follower_blog_id in ${blogs} or followed_blog_id in ${blogs}`,
    ),
    sessions: await one(`select count(*) as n from sessions where user_id = ${userId}`),
    account_exports: await one(`select count(*) as n from account_exports where user_id = ${userId}`),
    events: await one(`select count(*) as n from events where user_id = ${userId}`),
    conversation_participants: await one(
      `select count(*) as n from conversation_participants where blog_id in ${blogs}`,
    ),
  };
}
