import type {
  OnlineStatusResponse,
  ParticipantInfoResponse,
  ParticipantSuggestionsResponse,
} from '@rookery/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { textPost } from '../posts/test-posts.js';
import { account, follow, type MessagingAccount, messagesUrl, sendText } from './test-messaging.js';

let t: TestApp;
let ann: MessagingAccount;
const peers: Record<string, MessagingAccount> = {};

beforeAll(async () => {
  t = await createTestApp();
  ann = await account(t, 'ann');
  expect((await ann.client.post('/svc/blog/create', { name: 'ann-second' })).status).toBe(200);
  for (const name of ['robin', 'rook', 'raven', 'wren', 'crow', 'jay', 'kite', 'owl', 'swift', 'lark']) {
    peers[name] = await account(t, name);
  }
  await t.deps.db.updateTable('blogs').set({ title: 'Rooftop Gardens' }).where('name', '=', 'jay').execute();
  // Ann's blog follows them one after another: lark is the most recent.
  for (const [i, name] of [
    'robin',
    'rook',
    'raven',
    'wren',
    'crow',
    'jay',
    'kite',
    'owl',
    'swift',
    'lark',
  ].entries()) {
    await follow(t, ann, peers[name]!);
    await sql`update follows set created_at = now() - ${10 - i} * interval '1 minute'
      where follower_blog_id = ${ann.blog.id} and followed_blog_id = ${peers[name]!.blog.id}`.execute(
      t.deps.db,
    );
  }
  await peers.crow!.client.post('/svc/block/add', { tumblelog: 'crow', blocked_tumblelog: 'ann' });
});
afterAll(() => t.close());

const suggestions = async (query: string) => {
  const res = await ann.client.get<ParticipantSuggestionsResponse>(
    `/svc/conversations/participant_suggestions?participant=ann&${query}`,
  );
  expect(res.status, res.raw).toBe(200);
  return res.body.response.blogs.map((b) => b.name);
};

describe('participant suggestions', () => {
  it('searches names and titles by prefix, the exact name first; never own or blocked blogs', async () => {
    expect(await suggestions('q=ro')).toEqual(['robin', 'rook', 'jay']);
    expect(await suggestions('q=rook')).toEqual(['rook']);
    expect(await suggestions('q=RA')).toEqual(['raven']);
    expect(await suggestions('q=ann')).toEqual([]);
    expect(await suggestions('q=crow')).toEqual([]);
    expect(await suggestions('q=%25')).toEqual([]);
  });

  it('answers the favorites: the blogs followed most recently, 8 by default', async () => {
    expect(await suggestions('')).toEqual(['lark', 'swift', 'owl', 'kite', 'jay', 'wren', 'raven', 'rook']);
    expect(await suggestions('limit=3')).toEqual(['lark', 'swift', 'owl']);
  });

  it('puts the blogs talked to recently first with include_recent, and drops them with exclude_active', async () => {
    await sendText(ann, peers.robin!, 'hello robin');
    await sendText(ann, peers.rook!, 'hello rook');
    expect(await suggestions('limit=4&include_recent=true')).toEqual(['rook', 'robin', 'lark', 'swift']);
    expect(await suggestions('limit=4&exclude_active=true')).toEqual(['lark', 'swift', 'owl', 'kite']);
    const all = await suggestions('limit=20&exclude_active=1');
    expect(all).not.toContain('rook');
    expect(all).not.toContain('robin');
  });

  it('describes the participants as the asking blog sees them', async () => {
    await follow(t, peers.lark!, ann);
    const res = await ann.client.get<ParticipantSuggestionsResponse>(
      '/svc/conversations/participant_suggestions?participant=ann&q=lark',
    );
    expect(res.body.response.blogs[0]).toMatchObject({
      name: 'lark',
      url: '/lark',
      is_following_blog: true,
      is_blog_following_you: true,
      can_receive_messages: true,
      seconds_since_last_activity: -1,
    });
    expect(res.body.response.blogs[0]!.duration_following_blog).toBeGreaterThanOrEqual(60);
  });
});

describe('participant info', () => {
  it('tells a blog by name or uuid, with the conversation when there is one', async () => {
    const info = await ann.client.get<ParticipantInfoResponse>(
      '/svc/conversations/participant_info?q=rook&participant=ann',
    );
    expect(info.status, info.raw).toBe(200);
    expect(info.body.response.participant).toMatchObject({ name: 'rook', uuid: peers.rook!.blog.uuid });
    expect(info.body.response.conversation_id).toMatch(/^\d+$/);
    const byUuid = await ann.client.get<ParticipantInfoResponse>(
      `/svc/conversations/participant_info?q=${peers.owl!.blog.uuid}&participant=${ann.blog.uuid}`,
    );
    expect(byUuid.body.response).toMatchObject({ participant: { name: 'owl' }, conversation_id: null });
  });

  it('says when a blog cannot be messaged: blocked, its own, or unknown', async () => {
    const crow = await ann.client.get<ParticipantInfoResponse>(
      '/svc/conversations/participant_info?q=crow&participant=ann',
    );
    expect(crow.body.response.participant.can_receive_messages).toBe(false);
    const own = await ann.client.get<ParticipantInfoResponse>(
      '/svc/conversations/participant_info?q=ann-second&participant=ann',
    );
    expect(own.body.response.participant.can_receive_messages).toBe(false);
    expect(
      (await ann.client.get('/svc/conversations/participant_info?q=nobody-here&participant=ann')).status,
    ).toBe(404);
    expect((await ann.client.get('/svc/conversations/participant_info?q=owl&participant=rook')).status).toBe(
      403,
    );
  });

  it('carries the tags of the blog', async () => {
    for (const tags of [['birds', 'nests'], ['birds'], ['eggs', 'birds', 'nests']])
      await textPost(peers.owl!.client, { tags });
    const info = await ann.client.get<ParticipantInfoResponse>(
      '/svc/conversations/participant_info?q=owl&participant=ann',
    );
    expect(info.body.response.participant.blog_tags).toEqual(['birds', 'nests']);
  });
});

describe('online status', () => {
  it('tells seconds since the last activity of blogs one talks to and of own blogs, -1 for others', async () => {
    await sql`update sessions set last_seen_at = now() - interval '90 seconds' where user_id = ${peers.rook!.userId}`.execute(
      t.deps.db,
    );
    const res = await ann.client.get<OnlineStatusResponse>(
      `/svc/onlinestatus?participantIds=rook,${peers.owl!.blog.uuid},ann-second,nobody-here`,
    );
    expect(res.status, res.raw).toBe(200);
    const status = res.body.response;
    expect(status.rook).toBeGreaterThanOrEqual(90);
    expect(status.rook).toBeLessThan(100);
    expect(status.owl).toBe(-1);
    expect(status['ann-second']).toBeGreaterThanOrEqual(0);
    expect(Object.keys(status).sort()).toEqual(['ann-second', 'owl', 'rook']);
    await sql`delete from sessions where user_id = ${peers.rook!.userId}`.execute(t.deps.db);
    expect(
      (await ann.client.get<OnlineStatusResponse>('/svc/onlinestatus?participantIds=rook')).body.response,
    ).toEqual({
      rook: -1,
    });
  });
});

describe('why a blog cannot be messaged', () => {
  const info = async (from: MessagingAccount, q: string) => {
    const res = await from.client.get<ParticipantInfoResponse>(
      `/svc/conversations/participant_info?q=${q}&participant=${from.blog.uuid}`,
    );
    expect(res.status, res.raw).toBe(200);
    return res.body.response.participant;
  };
  const searched = async (from: MessagingAccount, q: string) => {
    const res = await from.client.get<ParticipantSuggestionsResponse>(
      `/svc/conversations/participant_suggestions?participant=${from.blog.uuid}&q=${q}`,
    );
    return res.body.response.blogs.find((b) => b.name === q);
  };

  it('lists the blog with the reason the refused call would give', async () => {
    await t.deps.db
      .updateTable('blogs')
      .set({ can_receive_messages: false })
      .where('name', '=', 'swift')
      .execute();
    await t.deps.db
      .updateTable('blogs')
      .set({ messages_from_followed_only: true })
      .where('name', '=', 'kite')
      .execute();
    expect(await searched(ann, 'swift')).toMatchObject({
      can_receive_messages: false,
      cant_receive_reason: { code: 'messages_off', message: "This blog can't receive messages." },
    });
    expect(await searched(ann, 'kite')).toMatchObject({
      can_receive_messages: false,
      cant_receive_reason: {
        code: 'followed_only',
        message: 'Sorry, kite only allows messages from blogs they follow.',
      },
    });
    expect((await info(ann, 'crow')).cant_receive_reason).toEqual({
      code: 'blocked',
      message: expect.any(String),
    });
    expect(await info(ann, 'owl')).toMatchObject({ can_receive_messages: true, cant_receive_reason: null });
    // Opening the conversation and sending say the same words.
    const opened = await ann.client.get(messagesUrl(ann, { participants: 'swift' }));
    expect(opened.status).toBe(403);
    expect(opened.body.errors[0]?.detail).toBe("This blog can't receive messages.");
    expect((await sendText(ann, peers.swift!, 'hi')).body.errors[0]?.detail).toBe(
      "This blog can't receive messages.",
    );
  });

  it('tells a young account it must follow a blog before starting a conversation with it', async () => {
    const fresh = await account(t, 'fresh', { ageDays: 0 });
    const mustFollow = { code: 'must_follow', message: 'You can only send messages to blogs you follow.' };
    expect(await searched(fresh, 'owl')).toMatchObject({
      can_receive_messages: false,
      cant_receive_reason: mustFollow,
    });
    expect((await info(fresh, 'owl')).cant_receive_reason).toEqual(mustFollow);
    await follow(t, fresh, peers.owl!);
    expect(await info(fresh, 'owl')).toMatchObject({ can_receive_messages: true, cant_receive_reason: null });
    // A conversation another blog started is answered freely.
    await sendText(peers.lark!, fresh, 'welcome');
    expect((await searched(fresh, 'lark'))?.cant_receive_reason).toBeNull();
    expect((await info(fresh, 'lark')).can_receive_messages).toBe(true);
  });
});
