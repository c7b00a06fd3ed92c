import { ACTION_RATES, type LimitedAction, messages, type Rate } from '@rookery/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestResponse } from '../../../test/test-app.js';
import { account, type MessagingAccount, sendText } from '../messaging/test-messaging.js';
import { reblogKeyOf, savePostForm, textPost } from '../posts/test-posts.js';

// Accounts sign up from 127.0.0.1, which the test app exempts from the abuse limits, then act from
// addresses of their own, where the real limits hold.
let t: TestApp;
let owner: MessagingAccount;
let ownerPost: string;
let accounts = 0;

beforeAll(async () => {
  t = await createTestApp();
  owner = await account(t, 'owner');
  ownerPost = await textPost(owner.client, { title: 'Reply to me, reblog me' });
});
afterAll(() => t.close());

async function actorAt(address: string): Promise<MessagingAccount> {
  accounts += 1;
  const actor = await account(t, `actor-${accounts}`);
  actor.client.remoteAddress = address;
  return actor;
}

const count = async (query: ReturnType<typeof sql<{ n: string }>>) =>
  Number((await query.execute(t.deps.db)).rows[0]?.n);

interface Case {
  action: LimitedAction;
  message: string;
  /** One action; each one that succeeds adds one to `made`. */
  act(actor: MessagingAccount, n: number): Promise<TestResponse>;
  /** What the actions made so far, for every actor. */
  made(): Promise<number>;
}

const cases: Case[] = [
  {
    action: 'post',
    message: messages.postLimited,
    // New posts and fast reblogs share the budget.
    act: async (actor, n) =>
      n % 2
        ? actor.client.post('/fast_reblog', {
            reblog_post_id: ownerPost,
            reblog_key: await reblogKeyOf(t.deps.db, ownerPost),
            queue: false,
          })
        : savePostForm(actor.client, 'text', { title: `Post ${n}`, body: '<p>Hi</p>' }),
    made: () => count(sql`select count(*) as n from posts`),
  },
  {
    action: 'reply',
    message: messages.replyLimited,
    act: async (actor, n) =>
      actor.client.post('/svc/reply', {
        post_id: ownerPost,
        reply_text: `Reply ${n}`,
        tumblelog_key: await reblogKeyOf(t.deps.db, ownerPost),
        source: 'dashboard',
      }),
    made: () => count(sql`select count(*) as n from replies`),
  },
  {
    action: 'message',
    message: messages.messageLimited,
    act: (actor, n) => sendText(actor, owner, `Message ${n}`),
    made: () => count(sql`select count(*) as n from messages`),
  },
  {
    action: 'follow',
    message: messages.followLimited,
    // Unfollowing is free: each follow that succeeds makes one row, and a refused one none.
    act: async (actor) => {
      const res = await actor.client.post('/svc/follow', { tumblelog: owner.blog.name });
      if (res.status === 200)
        expect((await actor.client.post('/svc/unfollow', { tumblelog: owner.blog.name })).status).toBe(200);
      return res;
    },
    made: () => count(sql`select count(*) as n from follows`),
  },
];

/**
 * Acts until refused (at most `limit` times), checking every answer: 200 until the 429 with the
 * action's message, and nothing made by the refused one.
 */
async function spend(c: Case, actor: MessagingAccount, limit: number) {
  const before = await c.made();
  let done = 0;
  for (; done < limit; done++) {
    const res = await c.act(actor, done);
    if (res.status === 429) {
      expect(res.body.errors[0]?.detail).toBe(c.message);
      expect(await c.made()).toBe(before + (c.action === 'follow' ? 0 : done));
      return { done, refused: true };
    }
    expect(res.status, res.raw).toBe(200);
  }
  return { done, refused: false };
}

/** How many more a budget may have let through while the test ran: it refills as time passes. */
const refilled = (rate: Rate, since: number) =>
  Math.ceil(((Date.now() - since) * rate.max) / rate.windowMs) + 1;

describe.each(cases)('$action', (c) => {
  const rates = ACTION_RATES[c.action as 'post' | 'reply' | 'message' | 'follow'];

  it('takes the account budget, then answers 429 and changes nothing', async () => {
    const actor = await actorAt(`198.51.${cases.indexOf(c)}.1`);
    const started = Date.now();
    const { done, refused } = await spend(c, actor, rates.account.max * 2);
    expect(refused).toBe(true);
    expect(done).toBeGreaterThanOrEqual(rates.account.max);
    expect(done).toBeLessThan(rates.account.max + refilled(rates.account, started));
  });

  it('takes the address budget over every account using the address', async () => {
    const address = `198.51.${cases.indexOf(c)}.2`;
    const started = Date.now();
    let total = 0;
    for (;;) {
      const { done, refused } = await spend(c, await actorAt(address), rates.account.max);
      total += done;
      // Refused before its own budget was spent: the address's is.
      if (refused && done < rates.account.max) break;
    }
    expect(total).toBeGreaterThanOrEqual(rates.address.max);
    expect(total).toBeLessThan(rates.address.max + refilled(rates.address, started));
  });
});

it('lets a limited account still edit its posts', async () => {
  const actor = await actorAt('198.51.100.99');
  const first = await savePostForm(actor.client, 'text', { title: 'First', body: '<p>Hi</p>' });
  const id = first.body.response.post.id;
  await spend(cases[0]!, actor, ACTION_RATES.post.account.max * 2);
  const edit = await savePostForm(actor.client, 'text', { postId: id, title: 'Edited' }, 'edit');
  expect(edit.status).toBe(200);
});
