import { signUpViaApi } from './support/accounts';
import { createTextPost } from './support/posts';
import { expect, test } from './support/test';

test('a member sets a post’s options while editing it, and they are saved with it', async ({ page }) => {
  const member = await signUpViaApi(page, 'options');
  const { id } = await createTextPost(page.request, 'Things I like', 'Raindrops on roses.');

  await page.goto(`/edit/${id}`);
  const form = page.getByRole('dialog', { name: 'Edit post' });
  const gear = form.getByRole('button', { name: 'Post options' });
  await expect(gear).toHaveAttribute('aria-expanded', 'false');
  await gear.click();
  await expect(gear).toHaveAttribute('aria-expanded', 'true');
  const options = form.getByRole('region', { name: 'Post options' });
  await expect(options.getByLabel('Custom URL')).toBeFocused();

  await options.getByLabel('Custom URL').fill('My Favourite Things');
  await expect(options).toContainText(`/${member.blog}/post/${id}/my-favourite-things`);

  // Spec document 1 §5: https:// goes in front when there is no protocol, unless that is still no address.
  const source = options.getByLabel('Content source');
  await source.fill('just some words');
  await source.blur();
  await expect(source).toHaveValue('just some words');
  await expect(options).toContainText('it is kept just as you typed it');
  await source.fill('example.com/where-it-started');
  await source.blur();
  await expect(source).toHaveValue('https://example.com/where-it-started');
  await source.fill('ftp://example.com/file');
  await source.blur();
  await expect(options).toContainText('Unsupported protocol detected in URL');
  await source.fill('example.com/where-it-started');
  await source.blur();

  await options.getByLabel('Post date').fill('2024-05-06T07:08');
  await options.getByRole('switch', { name: 'Let people reblog this' }).uncheck();
  await options.getByRole('switch', { name: 'Let people like this' }).uncheck();
  await options.getByRole('switch', { name: 'Community label: mature' }).check();
  await options.getByRole('switch', { name: 'Members only' }).check();
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(form).toHaveCount(0);
  await expect(page.getByText('Your post was updated.')).toBeVisible();

  // Opening the edit again fetches the post: every option is as it was saved.
  await page.goto(`/edit/${id}`);
  await expect(form.getByLabel('Title')).toHaveText('Things I like');
  await form.getByRole('button', { name: 'Post options' }).click();
  await expect(options.getByLabel('Custom URL')).toHaveValue('my-favourite-things');
  await expect(options.getByLabel('Content source')).toHaveValue('https://example.com/where-it-started');
  await expect(options.getByLabel('Post date')).toHaveValue('2024-05-06T07:08');
  await expect(options.getByRole('switch', { name: 'Let people reblog this' })).not.toBeChecked();
  await expect(options.getByRole('switch', { name: 'Let people like this' })).not.toBeChecked();
  await expect(options.getByRole('switch', { name: 'Community label: mature' })).toBeChecked();
  await expect(options.getByRole('switch', { name: 'Members only' })).toBeChecked();

  // Nothing changed: closing asks nothing.
  await form.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(form).toHaveCount(0);
  await page.goto(`/${member.blog}`);
  const post = page.getByRole('article');
  await expect(post.locator('time')).toHaveAttribute('dateTime', /^2024-05-0[56]T/);
  await expect(post.getByRole('link', { name: 'Reblog', exact: true })).toHaveCount(0);
});

test('a new post’s options go out with it, and the gear says when some are set', async ({ page }) => {
  const member = await signUpViaApi(page, 'newopts');
  await page.goto('/new/text');
  const form = page.getByRole('dialog', { name: 'New post' });
  await form.getByLabel('Body').fill('Not for reblogging.');
  const gear = form.getByRole('button', { name: 'Post options' });
  await gear.click();
  const options = form.getByRole('region', { name: 'Post options' });
  // A new post has no date of its own to set, and no number for its permalink yet.
  await expect(options.getByLabel('Post date')).toHaveCount(0);
  await options.getByLabel('Custom URL').fill('quiet');
  await expect(options).toContainText(`/${member.blog}/post/…/quiet`);
  await options.getByRole('switch', { name: 'Let people reblog this' }).uncheck();
  await gear.click();
  await expect(options).toHaveCount(0);
  await expect(gear).toHaveAttribute('title', /some are set/);
  await form.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(form).toHaveCount(0);

  await page.goto(`/${member.blog}`);
  const post = page.getByRole('article');
  await expect(post).toContainText('Not for reblogging.');
  await expect(post.getByRole('link', { name: 'Reblog', exact: true })).toHaveCount(0);
  await post.getByRole('link', { name: 'Edit', exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Edit post' });
  await edit.getByRole('button', { name: 'Post options' }).click();
  await expect(edit.getByLabel('Custom URL')).toHaveValue('quiet');
});
