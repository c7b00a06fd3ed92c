import type { Page } from '@playwright/test';

export const PASSWORD = 'correct horse battery';

/** Names unique per run and test, so journeys never collide in the shared database. */
export function newMember(label: string) {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  return { email: `${label}-${stamp}@example.com`, blog: `${label}-${stamp}`, password: PASSWORD };
}

/**
 * Signs a new member up through the API, as the page would: the anonymous session's form key,
 * then register. The page's context shares the cookies, so it is signed in afterwards.
 */
export async function signUpViaApi(page: Page, label: string) {
  const member = newMember(label);
  const session = await page.request.get('/svc/account/session');
  const { response } = (await session.json()) as { response: { form_key: string } };
  const answer = await page.request.post('/svc/account/register', {
    headers: { 'X-Form-Key': response.form_key },
    data: { email: member.email, password: member.password, blog_name: member.blog },
  });
  if (!answer.ok()) throw new Error(`register failed: ${answer.status()} ${await answer.text()}`);
  return member;
}
