import type { ConversationMessagesResponse } from '@rookery/core';
import { sql } from 'kysely';
import type { TestApp, TestClient, TestResponse } from '../../../test/test-app.js';
import { solidJpeg } from '../media/test-files.js';

export interface MessagingAccount {
  client: TestClient;
  userId: string;
  blog: { id: string; uuid: string; name: string };
}

/**
 * A signed-in account with one blog, verified and a week old by default (so neither 7001 nor the
 * young-account 409 rule applies unless a test asks for it).
 */
export async function account(
  t: TestApp,
  name: string,
  options: { verified?: boolean; ageDays?: number } = {},
): Promise<MessagingAccount> {
  const client = t.client();
  const res = await client.register(`${name}@example.com`, name);
  if (res.status !== 200) throw new Error(`register ${name}: ${res.raw}`);
  const blog = await t.deps.db
    .selectFrom('blogs')
    .select(['id', 'uuid', 'name', 'user_id'])
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  const verified = options.verified ?? true;
  const age = options.ageDays ?? 7;
  await sql`update users set email_verified_at = ${verified ? new Date() : null},
    created_at = now() - ${age} * interval '1 day' where id = ${blog.user_id}`.execute(t.deps.db);
  return { client, userId: blog.user_id, blog: { id: blog.id, uuid: blog.uuid, name: blog.name } };
}

/** A form-encoded POST, as the client sends messages and flags. */
export function postForm<T = unknown>(client: TestClient, url: string, fields: Record<string, string>) {
  return client.request<T>('POST', url, undefined, { form: new URLSearchParams(fields).toString() });
}

export function sendText(
  from: MessagingAccount,
  to: MessagingAccount | { conversationId: string },
  message: string,
  extra: Record<string, string> = {},
): Promise<TestResponse<ConversationMessagesResponse>> {
  const target: Record<string, string> =
    'conversationId' in to ? { conversation_id: to.conversationId } : { participants: to.blog.uuid };
  return postForm(from.client, '/svc/conversations/messages', {
    type: 'TEXT',
    participant: from.blog.uuid,
    message,
    ...target,
    ...extra,
  });
}

export async function follow(t: TestApp, from: MessagingAccount, to: MessagingAccount): Promise<void> {
  await t.deps.db
    .insertInto('follows')
    .values({ follower_blog_id: from.blog.id, followed_blog_id: to.blog.id })
    .onConflict((c) => c.doNothing())
    .execute();
}

export const messagesUrl = (participant: MessagingAccount, query: Record<string, string | number>) =>
  `/svc/conversations/messages?${new URLSearchParams({ participant: participant.blog.uuid, ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) })}`;

/** An image message as the browser's FormData sends it: the fields, then the file in part `data`. */
export async function sendImage(
  t: TestApp,
  from: MessagingAccount,
  fields: Record<string, string>,
  file: { data: Buffer; name: string; type: string } | null,
): Promise<TestResponse<ConversationMessagesResponse>> {
  const form = new FormData();
  for (const [k, v] of Object.entries({ type: 'IMAGE', participant: from.blog.uuid, ...fields }))
    form.append(k, v);
  if (file) form.append('data', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  const encoded = new Request('http://rookery.test/', { method: 'POST', body: form });
  const res = await t.app.inject({
    method: 'POST',
    url: '/svc/conversations/messages',
    headers: {
      'content-type': encoded.headers.get('content-type') ?? '',
      cookie: [...from.client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      'x-form-key': from.client.formKey,
    },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers, raw: res.body };
}

/** A small JPEG sent from one blog to another, as a picture message is. */
export async function sendPicture(
  t: TestApp,
  from: MessagingAccount,
  to: MessagingAccount,
): Promise<TestResponse<ConversationMessagesResponse>> {
  const data = await solidJpeg(40, 30);
  return sendImage(t, from, { participants: to.blog.uuid }, { data, name: 'wave.jpg', type: 'image/jpeg' });
}
