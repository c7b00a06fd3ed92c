import type { AskResponse, InboxResponse } from '@rookery/core';
import type { TestClient } from '../../../test/test-app.js';

/** The blog's owner switches asks and submissions on or off, as the blog settings page does. */
export async function allow(
  client: TestClient,
  blog: string,
  settings: { asks?: boolean; anonymous_asks?: boolean; submissions?: boolean },
): Promise<void> {
  const res = await client.post(`/svc/blog/${blog}/settings`, settings);
  if (res.status !== 200) throw new Error(`settings failed: ${res.raw}`);
}

/** Asks `recipient` as the client's current blog, as the ask form does. */
export function ask(client: TestClient, recipient: string, question: string, anonymous = false) {
  return client.post<AskResponse>('/svc/post/ask', { recipient, question, anonymous });
}

export function inbox(client: TestClient, blog: string, query = '') {
  return client.get<InboxResponse>(`/svc/blog/${blog}/inbox${query}`);
}
