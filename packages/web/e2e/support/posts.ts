import type { APIRequestContext } from '@playwright/test';

/** The session's form key, as the page would read it. */
async function formKey(request: APIRequestContext): Promise<string> {
  const session = await request.get('/svc/account/session');
  return ((await session.json()) as { response: { form_key: string } }).response.form_key;
}

/**
 * A text post made through the save call, as the composer sends it (form-encoded, bracket keys),
 * for journeys that start from an existing post. Answers the post's id and reblog key.
 */
export async function createTextPost(request: APIRequestContext, title: string, body: string) {
  const answer = await request.post('/svc/post/update', {
    headers: { 'X-Form-Key': await formKey(request) },
    form: { 'post[type]': 'text', 'post[state]': '0', 'post[one]': title, 'post[two]': body },
  });
  if (!answer.ok()) throw new Error(`save failed: ${answer.status()} ${await answer.text()}`);
  const { response } = (await answer.json()) as { response: { post: { id: string } } };
  return response.post;
}
