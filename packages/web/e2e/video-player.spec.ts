import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { buildUpdatePayload, newPostForm } from '@rookery/core';
import { signUpViaApi } from './support/accounts';
import { createTextPost } from './support/posts';
import { expect, test } from './support/test';
import { converted, realVideo, savePost, uploadFile } from './support/videos';

/** A video post of a real clip, converted by the served app; 960×540 gets an HD rendition too. */
async function videoPost(request: APIRequestContext, caption: string) {
  const url = await uploadFile(request, {
    name: 'clip.mp4',
    mimeType: 'video/mp4',
    buffer: realVideo(10, 960, 540),
  });
  await converted(request, url);
  await savePost(
    request,
    buildUpdatePayload(
      newPostForm('video', { preuploadUrl: url, confirmTos: true, caption: `<p>${caption}</p>` }),
    ),
  );
}

const videoOf = (player: Locator) => player.locator('video');
const isPaused = (player: Locator) => videoOf(player).evaluate((v: HTMLVideoElement) => v.paused);
const isMuted = (player: Locator) => videoOf(player).evaluate((v: HTMLVideoElement) => v.muted);
const timeOf = (player: Locator) => videoOf(player).evaluate((v: HTMLVideoElement) => v.currentTime);

async function playersOn(page: Page, blog: string) {
  await page.goto(`/${blog}`);
  const players = page.getByRole('group', { name: 'Video player' });
  await expect(players).toHaveCount(2);
  return players;
}

test('the video player: autoplay, taking over, keyboard, HD and leaving the viewport', async ({ page }) => {
  test.setTimeout(120_000);
  const member = await signUpViaApi(page, 'player');
  // Text posts below give the page room to scroll the players away.
  for (const n of [1, 2, 3]) await createTextPost(page.request, `Filler ${n}`, 'Words. '.repeat(200));
  await videoPost(page.request, 'Second clip');
  await videoPost(page.request, 'First clip');

  const players = await playersOn(page, member.blog);
  const [first, second] = [players.nth(0), players.nth(1)];
  await first.scrollIntoViewIfNeeded();
  // Only the first wholly visible autoplaying player plays, muted; the signed-in reader's play is logged.
  const logged = page.waitForResponse((r) => r.url().endsWith('/svc/log/conversion') && r.status() === 200);
  await expect.poll(() => isPaused(first)).toBe(false);
  expect(await isMuted(first)).toBe(true);
  await logged;
  expect(await isPaused(second)).toBe(true);

  // A click takes it over: autoplay off, sound on, still playing.
  await first.getByRole('button', { name: 'Play with sound' }).click();
  await expect(first).not.toHaveAttribute('data-autoplay');
  expect(await isMuted(first)).toBe(false);
  expect(await isPaused(first)).toBe(false);

  // The keyboard, with focus in the player: k and space play and pause, m mutes, arrows seek.
  await page.keyboard.press('k');
  await expect.poll(() => isPaused(first)).toBe(true);
  await page.keyboard.press(' ');
  await expect.poll(() => isPaused(first)).toBe(false);
  await page.keyboard.press('k');
  await page.keyboard.press('m');
  await expect.poll(() => isMuted(first)).toBe(true);
  await page.keyboard.press('m');
  await expect.poll(() => isMuted(first)).toBe(false);
  const before = await timeOf(first);
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => timeOf(first)).toBeCloseTo(before + 5, 0);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => timeOf(first)).toBeCloseTo(before, 0);
  await page.keyboard.press('ArrowRight');
  const at = await timeOf(first);
  expect(await isPaused(first)).toBe(true);

  // The seek bar previews the filmstrip's thumbnails under the pointer.
  const seek = first.getByRole('slider', { name: 'Seek' });
  const box = (await seek.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.95, box.y + box.height / 2);
  const thumb = first.getByTestId('filmstrip-thumb');
  await expect(thumb).toHaveAttribute('data-index', '9');
  await expect(thumb).toHaveCSS('background-image', /filmstrip\.jpg/);

  // HD keeps the place and the pause, 300 ms after the press.
  await first.getByRole('button', { name: 'HD' }).click();
  await expect(videoOf(first)).toHaveAttribute('src', /\.hd\.mp4$/);
  await expect.poll(() => timeOf(first)).toBeCloseTo(at, 0);
  expect(await isPaused(first)).toBe(true);
  await expect(first.getByTestId('video-time')).toContainText(/^0:0[5-6] \/ 0:10$/);

  // Leaving the viewport pauses an autoplaying player.
  await page.reload();
  const again = page.getByRole('group', { name: 'Video player' }).first();
  await again.scrollIntoViewIfNeeded();
  await expect.poll(() => isPaused(again)).toBe(false);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => isPaused(again)).toBe(true);
});

test("a visitor's player plays but logs nothing", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const member = await signUpViaApi(page, 'showing');
  await videoPost(page.request, 'For everyone');
  // No autoplay (reduced motion): the press of Play is the visitor's, and an autoplay that
  // starts first cannot take the button away under the click.
  const visitor = await browser.newPage({ reducedMotion: 'reduce' });
  const logs: string[] = [];
  visitor.on('request', (r) => {
    if (r.url().endsWith('/svc/log/conversion')) logs.push(r.url());
  });
  await visitor.goto(`/${member.blog}`);
  const player = visitor.getByRole('group', { name: 'Video player' });
  await player.getByRole('button', { name: 'Play video' }).click();
  await expect.poll(() => isPaused(player)).toBe(false);
  await visitor.waitForTimeout(500);
  expect(logs).toEqual([]);
  await visitor.close();
  await page.goto(`/${member.blog}`);
});
