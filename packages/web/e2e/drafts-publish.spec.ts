import { memberElsewhere, signUpViaApi } from './support/accounts';
import { seriousViolations } from './support/axe';
import { saveTextPost } from './support/posts';
import { expect, test } from './support/test';

test('the drafts page lists a draft, and "Publish now" moves it to the blog', async ({ page }) => {
  const member = await signUpViaApi(page, 'drafts');
  const title = `Draft ${member.blog}`;
  await saveTextPost(page.request, title, 'draft');
  await saveTextPost(page.request, 'The next one', 'draft');

  await page.goto(`/blog/${member.blog}/drafts`);
  await expect(page.getByRole('heading', { level: 1, name: 'Drafts' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: `${member.blog}'s pages` }).getByRole('link', { name: 'Drafts' }),
  ).toHaveAttribute('aria-current', 'page');
  const drafts = page.getByRole('list', { name: 'Drafts' });
  await expect(drafts.getByText(title)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Drafts read oldest first; publishing by keyboard leaves focus on the next draft's button.
  await drafts.getByRole('button', { name: 'Publish now' }).first().focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Published.')).toBeVisible();
  await expect(drafts.getByText(title)).toHaveCount(0);
  await expect(drafts.getByRole('button', { name: 'Publish now' })).toBeFocused();

  await page
    .getByRole('navigation', { name: `${member.blog}'s pages` })
    .getByRole('link', { name: 'Posts' })
    .click();
  await expect(page.getByText(title)).toBeVisible();
});

test("another member's drafts page explains it is the owner's only", async ({ page }) => {
  const { member: other, request: owner } = await memberElsewhere('drafts-owner');
  await saveTextPost(owner, 'Private thoughts', 'draft');
  await owner.dispose();

  await signUpViaApi(page, 'drafts-visitor');
  await page.goto(`/blog/${other.blog}/drafts`);
  await expect(page.getByText(`Only the owner of ${other.blog} can see its drafts.`)).toBeVisible();
  await expect(page.getByText('Private thoughts')).toHaveCount(0);
});
