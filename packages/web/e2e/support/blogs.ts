import { type APIRequestContext, expect } from '@playwright/test';
import { formKey } from './accounts';

/** The blog's settings, as the settings page saves them (title, description, theme). */
export async function saveBlogSettings(
  request: APIRequestContext,
  blog: string,
  settings: Record<string, unknown>,
) {
  const answer = await request.post(`/svc/blog/${blog}/settings`, {
    headers: { 'X-Form-Key': await formKey(request) },
    data: settings,
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

/** The request's member follows the blog, as the Follow button does. */
export async function followBlog(request: APIRequestContext, blog: string) {
  const answer = await request.post('/svc/follow', {
    headers: { 'X-Form-Key': await formKey(request) },
    data: { tumblelog: blog },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}
