import { memberElsewhere, signUpViaApi } from './support/accounts';
import { seriousViolations } from './support/axe';
import { saveBlogSettings } from './support/blogs';
import { holdRequests } from './support/hold';
import { expect, type Page, test } from './support/test';

/** Another member's blog to ask, with anonymous asks on or off. */
async function blogToAsk(label: string, anonymous: boolean): Promise<string> {
  const { member, request } = await memberElsewhere(label);
  await saveBlogSettings(request, member.blog, { asks: true, anonymous_asks: anonymous });
  await request.dispose();
  return member.blog;
}

const formOf = (page: Page) => page.getByRole('dialog', { name: 'Ask me anything' });

test('the ask form: counter, disabled states, no newlines, links refused, anonymous switch', async ({
  page,
}) => {
  const blog = await blogToAsk('counted', true);
  await signUpViaApi(page, 'counter');
  await page.goto(`/${blog}/ask`);
  const form = formOf(page);
  const input = form.getByRole('textbox', { name: 'Your question' });
  const ask = form.getByRole('button', { name: 'Ask' });
  const counter = form.locator('[data-ask-counter]');
  // Checked once the form has faded in (axe would read the colours half way). The form must be
  // there first: before the page has drawn it there is no animation, and "all finished" holds.
  await expect(input).toBeVisible();
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState === 'finished'));
  expect(await seriousViolations(page)).toEqual([]);

  // Disabled until the trimmed question has 1 to 500 characters.
  await expect(ask).toBeDisabled();
  await input.fill('    ');
  await expect(ask).toBeDisabled();
  await input.fill(' a ');
  await expect(ask).toBeEnabled();

  // The counter shows at 100 left or fewer: ok above 40, warning 21–40, danger 20 or fewer.
  await input.fill('q'.repeat(399));
  await expect(counter).toHaveCount(0);
  await input.fill('q'.repeat(400));
  await expect(counter).toHaveText('100 characters left');
  await expect(counter).toHaveAttribute('data-level', 'ok');
  await input.fill('q'.repeat(460));
  await expect(counter).toHaveAttribute('data-level', 'warning');
  await expect(counter).toHaveText('40 characters left');
  await input.fill('q'.repeat(479));
  await expect(counter).toHaveAttribute('data-level', 'warning');
  await input.fill('q'.repeat(480));
  await expect(counter).toHaveAttribute('data-level', 'danger');
  await input.fill('q'.repeat(500));
  await expect(ask).toBeEnabled();
  await input.fill('q'.repeat(501));
  await expect(counter).toHaveText('-1 characters left');
  await expect(ask).toBeDisabled();

  // Enter adds no line and sends nothing; pasted newlines are removed.
  await input.fill('Why');
  await input.press('Enter');
  await input.pressSequentially(' so?');
  await expect(input).toHaveValue('Why so?');
  await input.fill('Two\nlines');
  await expect(input).toHaveValue('Two lines');

  // A link is refused in the form, with the spec's words.
  await input.fill('Have you seen my page at birds.com?');
  await ask.click();
  await expect(form.getByRole('alert')).toHaveText("Sorry, but please don't include links in questions.");

  // Anonymous: the switch is offered because this blog allows it.
  const anonymous = form.getByRole('switch', { name: 'Ask anonymously' });
  await anonymous.check();
  await expect(form.getByText('Asking anonymously')).toBeVisible();

  // Disabled while saving; the form closes on success.
  const release = await holdRequests(page, '**/svc/post/ask');
  await input.fill('Who are you, really?');
  await ask.click();
  await expect(form.getByRole('button', { name: 'Asking…' })).toBeDisabled();
  release();
  await expect(form).toBeHidden();
});

test('a blog without anonymous asks offers no switch; the server refuses with its message', async ({
  page,
}) => {
  const blog = await blogToAsk('named', false);
  await signUpViaApi(page, 'plain');
  await page.goto(`/${blog}/ask`);
  const form = formOf(page);
  await expect(form.getByRole('textbox', { name: 'Your question' })).toBeVisible();
  await expect(form.getByRole('switch')).toHaveCount(0);

  // A refusal from the server (here: asks turned off meanwhile) shows in the form.
  await page.route('**/svc/post/ask', (route) =>
    route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: JSON.stringify({
        meta: { status: 403, msg: 'Forbidden' },
        response: null,
        errors: [{ code: 403, title: 'Forbidden', detail: 'This blog is not accepting questions.' }],
      }),
    }),
  );
  await form.getByRole('textbox', { name: 'Your question' }).fill('Still open?');
  await form.getByRole('button', { name: 'Ask' }).click();
  await expect(form.getByRole('alert')).toHaveText('This blog is not accepting questions.');
  await expect(form).toBeVisible();
});

test('a visitor is asked to log in, and comes back to the form', async ({ page }) => {
  const blog = await blogToAsk('visited', false);
  const { member, request } = await memberElsewhere('returning');
  await request.dispose();
  await page.goto(`/${blog}/ask`);
  const form = formOf(page);
  await expect(form.getByText(`You need to log in to ask ${blog} a question.`)).toBeVisible();
  await form.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/login');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`/${blog}/ask`);
  await expect(formOf(page).getByRole('textbox', { name: 'Your question' })).toBeVisible();
});
