import {
  buildUpdatePayload,
  formFromFetch,
  newPostForm,
  type PostFetchResponse,
  type PostForm,
  type PostSaveResponse,
  type PostType,
  type UpdatePayload,
} from '@rookery/core';
import type { TestClient, TestResponse } from '../../../test/test-app.js';
import type { Db } from '../../db/database.js';

/** Sends a save form-encoded, bracket keys and all, as the composer does. */
export function sendForm(
  client: TestClient,
  payload: UpdatePayload,
): Promise<TestResponse<PostSaveResponse>> {
  return client.post<PostSaveResponse>('/svc/post/update', undefined, {
    form: new URLSearchParams(payload).toString(),
  });
}

/** Builds the payload of a form of `type` with core's builder and sends it form-encoded. */
export function savePostForm(
  client: TestClient,
  type: PostType,
  fields: Partial<PostForm> = {},
  mode: PostForm['mode'] = 'new',
): Promise<TestResponse<PostSaveResponse>> {
  return sendForm(client, buildUpdatePayload(newPostForm(type, fields, mode)));
}

/** A text post, the quickest way to have a post in a test. */
export async function textPost(client: TestClient, fields: Partial<PostForm> = {}): Promise<string> {
  const res = await savePostForm(client, 'text', { title: 'A title', body: '<p>Body</p>', ...fields });
  if (res.status !== 200) throw new Error(`save failed: ${res.raw}`);
  return res.body.response.post.id;
}

/** A post's reblog key, as a page showing the post would carry it. */
export async function reblogKeyOf(db: Db, id: string): Promise<string> {
  const row = await db
    .selectFrom('posts')
    .select('reblog_key')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.reblog_key;
}

/** Reblogs the way the composer does: fetch the reblog form, add the comment fields, send it. */
export async function reblogPost(
  client: TestClient,
  blog: string,
  id: string,
  key: string,
  comment: Partial<PostForm>,
): Promise<TestResponse<PostSaveResponse>> {
  const fetched = await client.post<PostFetchResponse>('/svc/post/fetch', { reblog_id: id, reblog_key: key });
  if (fetched.status !== 200) throw new Error(`reblog fetch failed: ${fetched.raw}`);
  const form = formFromFetch(fetched.body.response.post, {
    mode: 'reblog',
    blogName: blog,
    currentEditorType: 'rich',
  });
  return savePostForm(client, form.type, { ...form, ...comment }, 'reblog');
}
