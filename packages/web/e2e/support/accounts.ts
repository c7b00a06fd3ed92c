import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test';
import { E2E_BASE_URL } from './server';

export const PASSWORD = 'correct horse battery';

/** Names unique per run and test, so journeys never collide in the shared database. */
export function newMember(label: string) {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  return { email: `${label}-${stamp}@example.com`, blog: `${label}-${stamp}`, password: PASSWORD };
}

/** The session's form key, as the page would read it. */
export async function formKey(request: APIRequestContext): Promise<string> {
  const session = await request.get('/svc/account/session');
  return ((await session.json()) as { response: { form_key: string } }).response.form_key;
}

/** Registers a new member in the request context, as the page would; the context is signed in afterwards. */
async function register(request: APIRequestContext, label: string) {
  const member = newMember(label);
  const answer = await request.post('/svc/account/register', {
    headers: { 'X-Form-Key': await formKey(request) },
    data: { email: member.email, password: member.password, blog_name: member.blog },
  });
  if (!answer.ok()) throw new Error(`register failed: ${answer.status()} ${await answer.text()}`);
  return member;
}

/** Signs a new member up through the API; the page shares the request's cookies, so it is signed in. */
export async function signUpViaApi(page: Page, label: string) {
  return register(page.request, label);
}

/**
 * A member of their own (a separate request context, so the page's cookies stay as they are), with
 * an API context signed in as them for setting up their blog. Dispose it when done.
 */
export async function memberElsewhere(label: string) {
  const request = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  return { member: await register(request, label), request };
}
