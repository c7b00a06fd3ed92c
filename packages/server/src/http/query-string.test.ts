import { type ConversationMessagesResponse, type OnlineStatusResponse, readList } from '@rookery/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { account, follow, type MessagingAccount, sendText } from '../features/messaging/test-messaging.js';
import { parseQuery } from './query-string.js';

describe('query lists in every form a client sends', () => {
  let t: TestApp;
  let ann: MessagingAccount;
  let owl: MessagingAccount;

  beforeAll(async () => {
    t = await createTestApp();
    ann = await account(t, 'ann');
    owl = await account(t, 'owl');
    await account(t, 'rook');
    await follow(t, owl, ann);
    await follow(t, ann, owl);
  });
  afterAll(() => t.close());

  it('reads brackets, repeated keys, commas and their mixes alike', () => {
    const forms = ['a[]=x&a[]=y', 'a=x&a=y', 'a=x,y', 'a[]=x,y', 'a%5B%5D=x&a%5B%5D=y', 'a[0]=x&a[1]=y'];
    for (const form of forms) expect(readList(parseQuery(form).a), form).toEqual(['x', 'y']);
    expect(parseQuery('post[state]=2').post).toEqual({ state: '2' });
  });

  it('answers /svc/onlinestatus the same for each form', async () => {
    const forms = [
      'participantIds[]=owl&participantIds[]=rook',
      'participantIds=owl&participantIds=rook',
      'participantIds=owl,rook',
      'participantIds%5B%5D=owl&participantIds%5B%5D=rook',
    ];
    const answers = [];
    for (const form of forms) {
      const res = await ann.client.get<OnlineStatusResponse>(`/svc/onlinestatus?${form}`);
      expect(res.status, `${form}: ${res.raw}`).toBe(200);
      answers.push(Object.keys(res.body.response).sort());
    }
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(answers[0]?.length).toBeGreaterThan(0);
  });

  it('finds a conversation by participants[] as by a comma list', async () => {
    expect((await sendText(ann, owl, 'hello owl')).status).toBe(200);
    const byList = await ann.client.get<ConversationMessagesResponse>(
      `/svc/conversations/messages?participant=ann&participants=${owl.blog.uuid}`,
    );
    const byBrackets = await ann.client.get<ConversationMessagesResponse>(
      `/svc/conversations/messages?participant=ann&participants[]=${owl.blog.uuid}`,
    );
    expect(byBrackets.status, byBrackets.raw).toBe(200);
    expect(byBrackets.body.response).toEqual(byList.body.response);
  });
});
