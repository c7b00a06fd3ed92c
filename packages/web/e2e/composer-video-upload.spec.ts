import { signUpViaApi } from './support/accounts';
import { expect, test } from './support/test';
import { realVideo } from './support/videos';

test('an uploaded video needs the permission checkbox, and its post appears once the video is processed', async ({
  page,
}) => {
  const member = await signUpViaApi(page, 'video');
  await page.goto('/new/video');
  const form = page.getByRole('dialog', { name: 'New post' });

  await form.getByLabel('Choose a video file').setInputFiles({
    name: 'holiday.mp4',
    mimeType: 'video/mp4',
    buffer: realVideo(2, 320, 240),
  });
  await expect(form.getByText('holiday.mp4 is uploaded')).toBeVisible();
  // The server converts it meanwhile, and says so.
  await expect(form.getByText(/Converting your video|Converted: ready to play\./)).toBeVisible();
  await form.getByLabel('Caption', { exact: true }).fill('Our holiday');
  await form.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'You must agree that you have permission to share this file.',
  );

  await form.getByLabel('I made this or otherwise have permission to share this file.').check();
  await form.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(form).toHaveCount(0);

  // Conversion runs as a job; the owner's list shows the post either way, converting or posted.
  await page.goto(`/${member.blog}`);
  const post = page.getByRole('article');
  await expect(post).toContainText('Our holiday');
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('article')).not.toContainText('Processing video', { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole('article').locator('video')).toHaveAttribute('src', /\.sd\.mp4$/);
});
