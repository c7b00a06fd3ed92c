import { BLOG_SEARCH_PAGE_SIZE, searchMessages } from '@rookery/core';
import { memberElsewhere, signUpViaApi } from './support/accounts';
import { followBlog } from './support/blogs';
import { createTextPost } from './support/posts';
import { uniqueWord } from './support/search';
import { shot } from './support/shots';
import { expect, expectAccessible, test } from './support/test';

test("a blog's search in the blog view panel: Popular Tags, results, the empty state, the back arrow", async ({
  page,
}) => {
  const word = uniqueWord('wagtail');
  const { member: author, request } = await memberElsewhere('searchable');
  await createTextPost(request, 'Pied', `A pied ${word} on the car park.`, ['wagtails', 'car parks']);
  await createTextPost(request, 'Grey', `A grey ${word} by the weir.`, ['wagtails', 'rivers']);
  await createTextPost(request, 'Elsewhere', 'A heron, standing very still.', ['herons']);
  await request.dispose();
  await signUpViaApi(page, 'panel-seeker');
  await followBlog(page.request, author.blog);

  await page.goto('/dashboard');
  await page
    .getByRole('article')
    .filter({ hasText: `A grey ${word}` })
    .getByRole('link', { name: author.blog, exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(`/blog/view/${author.blog}`);
  const panel = page.locator('[data-blog-view]');
  await expect(panel.getByRole('article')).toHaveCount(3);

  // Focus on the field offers the blog's most used tags.
  const field = panel.getByRole('combobox', { name: `Search ${author.blog}` });
  await field.click();
  const tags = panel.getByRole('listbox', { name: 'Popular Tags:' });
  await expect(tags.getByRole('option', { name: '#wagtails' })).toBeVisible();
  await expect(tags.getByRole('option')).toHaveCount(4);
  // Typing narrows them to those beginning so.
  await field.fill('riv');
  await expect(tags.getByRole('option')).toHaveCount(1);
  await field.fill('');
  await expect(tags.getByRole('option')).toHaveCount(4);
  await shot(page, 'panel-tags');
  await expectAccessible(page, "the open 'Popular Tags:'");
  // They go a moment after the field loses focus, and come back with it.
  await page.keyboard.press('Shift+Tab');
  await expect(tags).toHaveCount(0);
  await field.click();
  await expect(tags.getByRole('option')).toHaveCount(4);

  // Picking one searches the blog for it.
  await tags.getByRole('option', { name: '#wagtails' }).click();
  await expect(page).toHaveURL(`/blog/view/${author.blog}/search/wagtails`);
  await expect(field).toHaveValue('wagtails');
  await expect(panel.getByRole('article')).toHaveCount(2);
  await expect(tags).toHaveCount(0);

  // A word, with a # it does not need: stripped.
  await field.fill(`#${word}`);
  await field.press('Enter');
  await expect(page).toHaveURL(`/blog/view/${author.blog}/search/${word}`);
  await expect(panel.getByRole('article')).toHaveCount(2);

  // Nothing about a term: the spec's words.
  await field.fill('kingfisher');
  await field.press('Enter');
  await expect(
    panel.getByRole('heading', { name: searchMessages.nothingHereAbout('kingfisher') }),
  ).toBeVisible();
  await expect(panel.getByRole('article')).toHaveCount(0);
  await shot(page, 'panel-empty');

  // The back arrow clears: the field empty, the blog's posts again.
  await panel.getByRole('button', { name: 'Clear search' }).click();
  await expect(page).toHaveURL(`/blog/view/${author.blog}`);
  await expect(field).toHaveValue('');
  await expect(panel.getByRole('article')).toHaveCount(3);
  await expect(panel.getByRole('button', { name: 'Clear search' })).toHaveCount(0);
});

test("a blog's search on its page, with filters that search again and close", async ({ page }) => {
  const word = uniqueWord('godwit');
  const { member: author, request } = await memberElsewhere('blogpage');
  await createTextPost(request, 'Older godwit', `The first ${word} of the autumn.`, ['godwits']);
  await createTextPost(request, 'Newer godwit', `Another ${word}, further out.`, ['godwits']);
  await request.dispose();

  await page.goto(`/${author.blog}`);
  const bar = page.getByRole('search', { name: `Search ${author.blog}` });
  const field = bar.getByRole('combobox', { name: `Search ${author.blog}` });
  await field.fill(word);
  await bar.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(`/${author.blog}/search/${word}`);
  const posts = page
    .getByRole('feed', { name: `Posts of ${author.blog} about ${word}` })
    .getByRole('article');
  await expect(posts).toHaveCount(2);
  // Newest first by default (CREATED_DESC).
  await expect(posts.first()).toContainText('Newer godwit');

  await bar.getByRole('button', { name: 'Search filters' }).click();
  const filters = page.getByRole('dialog', { name: 'Search filters' });
  await expect(filters.getByRole('radio', { name: 'Recent' })).toBeChecked();
  await expect(filters.getByRole('switch', { name: 'Original posts only' })).not.toBeChecked();
  await expectAccessible(page, "a blog search's filter popover");
  await filters.getByLabel('Post type').selectOption('PHOTO');
  await expect(page).toHaveURL(`/${author.blog}/search/${word}?post_type=PHOTO`);
  await expect(filters).toHaveCount(0);
  await expect(page.getByRole('heading', { name: searchMessages.nothingHereAbout(word) })).toBeVisible();

  await bar.getByRole('button', { name: 'Search filters' }).click();
  await filters.getByLabel('Post type').selectOption('ANY');
  await expect(page).toHaveURL(`/${author.blog}/search/${word}`);
  await expect(posts).toHaveCount(2);

  await bar.getByRole('button', { name: 'Clear search' }).click();
  await expect(page).toHaveURL(`/${author.blog}`);
  await expect(field).toHaveValue('');
});

test("a blog's search pages on by next_offset and stops at the end", async ({ page }) => {
  const word = uniqueWord('redshank');
  const total = BLOG_SEARCH_PAGE_SIZE + 3;
  const { member: author, request } = await memberElsewhere('manyposts');
  for (let n = 1; n <= total; n++)
    await createTextPost(request, `Redshank ${n}`, `Count: one ${word}, ${n}.`);
  await request.dispose();
  await signUpViaApi(page, 'pager');

  const calls: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/svc/search/blog_search/')) calls.push(url);
  });
  await page.goto(`/${author.blog}/search/${word}`);
  const posts = page
    .getByRole('feed', { name: `Posts of ${author.blog} about ${word}` })
    .getByRole('article');
  await expect(posts).toHaveCount(BLOG_SEARCH_PAGE_SIZE);
  expect(calls.map((url) => url.searchParams.get('next_offset'))).toEqual(['0']);

  await page.mouse.wheel(0, 100_000);
  await expect(posts).toHaveCount(total);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  // The second page said next_offset -1: however far the reader scrolls, nothing more is asked for.
  await page.mouse.wheel(0, 100_000);
  await page.waitForTimeout(1000);
  expect(calls.map((url) => url.searchParams.get('next_offset'))).toEqual([
    '0',
    String(BLOG_SEARCH_PAGE_SIZE),
  ]);
  const ids = await posts.evaluateAll((els) => els.map((el) => el.getAttribute('data-post-id')));
  expect(new Set(ids).size).toBe(total);
});
