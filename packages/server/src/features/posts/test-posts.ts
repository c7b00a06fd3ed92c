import {
  buildUpdatePayload,
  newPostForm,
  type PostForm,
  type PostSaveResponse,
  type PostType,
  type UpdatePayload,
} from '@rookery/core';
import type { TestClient, TestResponse } from '../../../test/test-app.js';

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
