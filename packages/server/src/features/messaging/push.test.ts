import type { PushEvent } from '@rookery/core';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { PUSH_CHANNEL } from '../push/publish.js';
import { account, follow, type MessagingAccount, postForm, sendText } from './test-messaging.js';

let t: TestApp;
let listener: pg.Client;
let ann: MessagingAccount;
let ben: MessagingAccount;
let heard: { u: string; e: PushEvent }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  listener = new pg.Client({ connectionString: t.deps.config.databaseUrl });
  await listener.connect();
  listener.on('notification', (n) => heard.push(JSON.parse(n.payload ?? '{}')));
  await listener.query(`LISTEN ${PUSH_CHANNEL}`);
  ann = await account(t, 'ann');
  ben = await account(t, 'ben');
  await follow(t, ben, ann);
});
afterAll(async () => {
  await listener.end();
  await t.close();
});
beforeEach(() => {
  heard = [];
});

/** Notifications arrive on their own connection: waits for `count` of them (then a moment for strays). */
async function settle(count = 0): Promise<typeof heard> {
  const until = Date.now() + 3000;
  while (heard.length < count && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 10));
  await new Promise((resolve) => setTimeout(resolve, 100));
  return heard;
}

describe('push notices (NOTIFY at commit)', () => {
  let id: string;

  it('tells both owners of a new message (the push hub follows with their counts)', async () => {
    const res = await sendText(ann, ben, 'ping');
    id = res.body.response.id;
    const ts = res.body.response.messages.data[0]!.ts;
    const notices = await settle(2);
    expect(notices).toEqual(
      expect.arrayContaining([
        {
          u: ann.userId,
          e: { type: 'message', conversation_id: id, participant: ann.blog.uuid, from: ann.blog.uuid, ts },
        },
        {
          u: ben.userId,
          e: { type: 'message', conversation_id: id, participant: ben.blog.uuid, from: ann.blog.uuid, ts },
        },
      ]),
    );
    expect(notices).toHaveLength(2);
  });

  it('tells every member of a read mark', async () => {
    const res = await ben.client.post('/svc/conversations/read', { conversation_id: id, participant: 'ben' });
    const last = res.body.response.last_read_ts as number;
    expect(last).toBeGreaterThan(0);
    expect(await settle(2)).toEqual([
      {
        u: ann.userId,
        e: {
          type: 'read',
          conversation_id: id,
          participant: ann.blog.uuid,
          reader: ben.blog.uuid,
          last_read_ts: last,
        },
      },
      {
        u: ben.userId,
        e: {
          type: 'read',
          conversation_id: id,
          participant: ben.blog.uuid,
          reader: ben.blog.uuid,
          last_read_ts: last,
        },
      },
    ]);
  });

  it('tells only the deleting owner of a delete, and the unblurring owner of an unblur', async () => {
    await sendText(ann, { conversationId: id }, 'pong?');
    await settle(2);
    heard = [];
    await ben.client.request('DELETE', `/svc/conversations/messages?conversation_id=${id}&participant=ben`);
    expect(await settle(1)).toEqual([
      {
        u: ben.userId,
        e: { type: 'conversation', conversation_id: id, participant: ben.blog.uuid, change: 'deleted' },
      },
    ]);
    heard = [];
    await postForm(ann.client, '/svc/conversations/flag', {
      conversation_id: id,
      participant: 'ann',
      type: 'unblur',
    });
    expect(await settle(1)).toEqual([
      {
        u: ann.userId,
        e: { type: 'conversation', conversation_id: id, participant: ann.blog.uuid, change: 'updated' },
      },
    ]);
  });

  it('sends nothing for a refused message', async () => {
    await t.deps.db
      .updateTable('blogs')
      .set({ can_receive_messages: false })
      .where('id', '=', ben.blog.id)
      .execute();
    expect((await sendText(ann, { conversationId: id }, 'anyone?')).status).toBe(403);
    expect(await settle()).toEqual([]);
  });
});
