import type { APIRequestContext } from '@playwright/test';
import { type PostState, stateToCode } from '@rookery/core';
import { formKey } from './accounts';

/**
 * A post saved through the save call as the composer sends it (form-encoded, bracket keys); answers
 * its id.
 */
async function savePost(request: APIRequestContext, form: Record<string, string>): Promise<string> {
  const answer = await request.post('/svc/post/update', {
    headers: { 'X-Form-Key': await formKey(request) },
    form,
  });
  if (!answer.ok()) throw new Error(`save failed: ${answer.status()} ${await answer.text()}`);
  return ((await answer.json()) as { response: { post: { id: string } } }).response.post.id;
}

/** A text post saved in a state (draft, queued, ...); answers its id. */
export function saveTextPost(
  request: APIRequestContext,
  title: string,
  state: PostState,
  { body = 'Words.', tags = [] }: { body?: string; tags?: string[] } = {},
): Promise<string> {
  return savePost(request, {
    'post[type]': 'text',
    'post[state]': stateToCode(state),
    'post[one]': title,
    'post[two]': body,
    'post[tags]': tags.join(','),
  });
}

/** A published text post, for journeys that start from an existing post. Answers the post's id. */
export async function createTextPost(
  request: APIRequestContext,
  title: string,
  body: string,
  tags: string[] = [],
): Promise<{ id: string }> {
  return { id: await saveTextPost(request, title, 'published', { body, tags }) };
}

/** A published audio post of a track at `url` (the composer's "paste a URL"), titled as its ID3 tags would. */
export async function createAudioPost(
  request: APIRequestContext,
  trackTitle: string,
  url: string,
): Promise<void> {
  await savePost(request, {
    'post[type]': 'audio',
    'post[state]': stateToCode('published'),
    'post[two]': url,
    'id3_tags[title]': trackTitle,
  });
}
