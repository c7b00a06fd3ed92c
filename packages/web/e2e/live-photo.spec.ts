import { buildUpdatePayload, newPostForm } from '@rookery/core';
import { signUpViaApi } from './support/accounts';
import { solidPng } from './support/media-files';
import { expect, test } from './support/test';
import { converted, realVideo, savePost, uploadFile } from './support/videos';

test('a live photo plays its motion on hover and goes back to the still', async ({ page }) => {
  const member = await signUpViaApi(page, 'livephoto');
  const still = await uploadFile(page.request, {
    name: 'IMG_0001.PNG',
    mimeType: 'image/png',
    buffer: solidPng(640, 480, [40, 90, 160]),
  });
  const motion = await uploadFile(
    page.request,
    { name: 'IMG_0001.MOV', mimeType: 'video/quicktime', buffer: realVideo(2, 640, 480, { format: 'mov' }) },
    { kind: 'video', purpose: 'live_photo' },
  );
  await converted(page.request, motion);
  await savePost(
    page.request,
    buildUpdatePayload(
      newPostForm('photo', { photos: [{ id: 'o1', preuploadUrl: still, livephotoUrl: motion }] }),
    ),
  );

  await page.goto(`/${member.blog}`);
  const photo = page.getByRole('article').locator('figure').first();
  await expect(photo.getByText('LIVE', { exact: true })).toBeVisible();
  const clip = photo.locator('video');
  await expect(clip).toHaveAttribute('src', /\.sd\.mp4$/);
  const live = photo.locator('[data-live-playing]');

  await photo.hover();
  await expect(live).toHaveCount(1);
  await expect.poll(() => clip.evaluate((v: HTMLVideoElement) => !v.paused && v.muted)).toBe(true);
  // Away from it: the motion stops after the deactivate delay and the still comes back.
  await page.mouse.move(5, 5);
  await page.waitForTimeout(200);
  await expect(live).toHaveCount(1);
  await expect(live).toHaveCount(0, { timeout: 2000 });
});
