import { POSTS_PAGE_DEFAULT } from '@rookery/core';
import { memberElsewhere, signUpViaApi } from './support/accounts';
import { saveBlogSettings } from './support/blogs';
import { createTextPost } from './support/posts';
import { uniqueWord } from './support/search';
import { shot } from './support/shots';
import { expect, expectAccessible, test } from './support/test';

test('searching from the desktop header: suggestions of blogs and tags, then the search page', async ({
  page,
}) => {
  const word = uniqueWord('kestrel');
  const tag = `${word}watch`;
  const { member: author, request } = await memberElsewhere('searched');
  await saveBlogSettings(request, author.blog, { title: `The ${word} gazette` });
  await createTextPost(request, `On ${word}s`, `Every ${word} hovers before it drops.`, [tag]);
  await createTextPost(request, 'Another sighting', `A ${word} over the motorway verge.`, [tag]);
  await request.dispose();
  await signUpViaApi(page, 'seeker');

  await page.goto('/dashboard');
  const field = page.getByRole('combobox', { name: 'Search Rookery' });
  // Typed at a person's pace, the field asks once, when the typing pauses (SEARCH_DEBOUNCE_MS).
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/svc/search/typeahead') asked.push(url.searchParams.get('q') ?? '');
  });
  await field.pressSequentially(word, { delay: 40 });
  const suggestions = page.getByRole('listbox', { name: 'Search suggestions' });
  await expect(suggestions.getByRole('option', { name: new RegExp(author.blog) })).toBeVisible();
  await expect(suggestions.getByRole('option', { name: new RegExp(`#${tag}`) })).toBeVisible();
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  expect(asked).toEqual([word]);
  await shot(page, 'typeahead');
  await expectAccessible(page, 'the open suggestions');

  // Down highlights the first suggestion (the blog), Up goes back to the text, Escape closes.
  await field.press('ArrowDown');
  const first = suggestions.getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(field).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
  await field.press('ArrowUp');
  await expect(field).not.toHaveAttribute('aria-activedescendant');
  await field.press('Escape');
  await expect(suggestions).toHaveCount(0);
  await expect(field).toHaveAttribute('aria-expanded', 'false');

  // Enter with nothing highlighted searches for the text.
  await field.press('Enter');
  await expect(page).toHaveURL(`/search?q=${word}`);
  await expect(page).toHaveTitle(`Search: ${word} — Rookery`);
  await expect(page.getByRole('heading', { level: 1, name: word })).toBeVisible();
  await expect(field).toHaveValue(word);
  const posts = page.getByRole('feed', { name: `Posts about ${word}` }).getByRole('article');
  await expect(posts).toHaveCount(2);

  // The blog is listed above the posts; its Follow follows it, at once and for good.
  const blogs = page.getByRole('region', { name: 'Blogs' });
  const follow = blogs.getByRole('button', { name: `Follow ${author.blog}` });
  await follow.click();
  await expect(blogs.getByRole('button', { name: `Following ${author.blog}` })).toBeVisible();
  await expect
    .poll(async () => {
      const answer = await page.request.get(`/svc/data/tumblelog?tumblelog=${author.blog}`);
      return ((await answer.json()) as { response: { following: boolean } }).response.following;
    })
    .toBe(true);
  await shot(page, 'search-page');

  // Its tags go to their tag pages.
  await page
    .getByRole('region', { name: 'Tags' })
    .getByRole('link', { name: new RegExp(`#${tag}`) })
    .click();
  await expect(page).toHaveURL(`/tagged/${tag}`);
  await expect(page.getByRole('article')).toHaveCount(2);
});

test('a suggestion picked with the keyboard or the pointer goes where it names', async ({ page }) => {
  const word = uniqueWord('merlin');
  const { member: author, request } = await memberElsewhere('picked');
  await saveBlogSettings(request, author.blog, { title: `${word} notes` });
  await createTextPost(request, 'Tagged', 'A post to carry the tag.', [`${word}s`]);
  await request.dispose();
  await signUpViaApi(page, 'picker');

  await page.goto('/explore');
  const field = page.getByRole('combobox', { name: 'Search Rookery' });
  await field.fill(word);
  const suggestions = page.getByRole('listbox', { name: 'Search suggestions' });
  await expect(suggestions.getByRole('option', { name: new RegExp(author.blog) })).toBeVisible();
  await field.press('ArrowDown');
  await field.press('Enter');
  await expect(page).toHaveURL(`/${author.blog}`);

  await field.fill(word);
  await suggestions.getByRole('option', { name: new RegExp(`#${word}s`) }).click();
  await expect(page).toHaveURL(`/tagged/${word}s`);
  await expect(suggestions).toHaveCount(0);

  // The last suggestion is the search itself.
  await field.fill(`${word} notes`);
  await suggestions.getByRole('option', { name: `Search for “${word} notes”` }).click();
  await expect(page).toHaveURL(`/search?q=${word}%20notes`);
});

test('search results scroll on to their next page, and the filters on the page start them over', async ({
  page,
}) => {
  const word = uniqueWord('harrier');
  const total = POSTS_PAGE_DEFAULT + 5;
  await signUpViaApi(page, 'scroller');
  for (let n = 1; n <= total; n++)
    await createTextPost(page.request, `Harrier ${n}`, `Seen: one ${word}, number ${n}.`);

  await page.goto(`/search?q=${word}`);
  const posts = page.getByRole('feed', { name: `Posts about ${word}` }).getByRole('article');
  await expect(posts).toHaveCount(POSTS_PAGE_DEFAULT);
  await page.mouse.wheel(0, 100_000);
  await expect(posts).toHaveCount(total);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  const ids = await posts.evaluateAll((els) => els.map((el) => el.getAttribute('data-post-id')));
  expect(new Set(ids).size).toBe(total);

  // Recent: newest first, from the top again. On a slow device too: the radio shows the choice
  // at once, and does not spring back while the new results render.
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: 8 });
  await page.getByRole('region', { name: 'Search filters' }).getByRole('radio', { name: 'Recent' }).check();
  await expect(page).toHaveURL(`/search/${word}?sort=recent`);
  await expect(posts).toHaveCount(POSTS_PAGE_DEFAULT);
  await expect(posts.first()).toContainText(`Harrier ${total}`);

  // A type with nothing of it: the empty state.
  await page.getByRole('region', { name: 'Search filters' }).getByLabel('Post type').selectOption('quote');
  await expect(page).toHaveURL(`/search/${word}?sort=recent&filter_post_type=quote`);
  await expect(page.getByRole('heading', { name: `No posts about “${word}”` })).toBeVisible();
});
