import { type Browser, expect, type Page } from '@playwright/test';
import { formKey, signUpViaApi } from './accounts';
import { mailedLink } from './mail';

/** A member with a verified email (messaging asks for one), signed in on a page of their own browser context. */
export async function verifiedPerson(browser: Browser, label: string): Promise<{ page: Page; blog: string }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const member = await signUpViaApi(page, label);
  const token = new URL(await mailedLink(member.email, 'verify'), 'http://x').searchParams.get('token');
  const verified = await page.request.post('/svc/account/verify', {
    headers: { 'X-Form-Key': await formKey(page.request) },
    data: { token },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  return { page, blog: member.blog };
}

/** An open conversation window, named by the other blog. */
export const conversationWindow = (page: Page, name: string) =>
  page.getByRole('region', { name, exact: true });
