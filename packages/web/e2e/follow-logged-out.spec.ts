import { memberElsewhere } from './support/accounts';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/test';

test('a visitor who clicks Follow is asked to log in at /follow/{blog}, and then follows', async ({
  page,
}) => {
  const { member: blogger, request: bloggerRequest } = await memberElsewhere('followed');
  await bloggerRequest.dispose();
  const { member: reader, request: readerRequest } = await memberElsewhere('visitor');
  await readerRequest.dispose();

  await page.goto(`/${blogger.blog}`);
  await page.getByRole('button', { name: 'Follow' }).click();
  await expect(page).toHaveURL(new RegExp(`/follow/${blogger.blog}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Follow ${blogger.blog}` })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(reader.email);
  await page.getByLabel('Password').fill(reader.password);
  await page.getByRole('button', { name: 'Log in' }).click();

  await expect(page).toHaveURL(new RegExp(`/follow/${blogger.blog}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: `You're following ${blogger.blog}.` }),
  ).toBeVisible();
  const data = await page.request.get(`/svc/data/tumblelog?tumblelog=${blogger.blog}`);
  expect(((await data.json()) as { response: { following: boolean } }).response.following).toBe(true);

  await page.getByRole('link', { name: `Go to ${blogger.blog}` }).click();
  await expect(page).toHaveURL(new RegExp(`/${blogger.blog}$`));
  await expect(page.getByRole('button', { name: 'Unfollow' })).toBeVisible();
});
