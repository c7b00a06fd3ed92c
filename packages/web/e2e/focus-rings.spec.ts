import { memberElsewhere, signUpViaApi } from './support/accounts';
import { followBlog } from './support/blogs';
import { createAudioPost, createTextPost } from './support/posts';
import { expect, type Page, test } from './support/test';

/**
 * Run in the page: the focused element's ring against what is behind it (WCAG 2.4.13's 3:1), or
 * why there is none. Behind an outline drawn outside the element is its nearest ancestor with a
 * background; behind one drawn inside (a negative offset), the element's own.
 */
const focusRing = () => {
  const element = document.activeElement as HTMLElement | null;
  if (!element || element === document.body) return null;
  // Focus inside a player's built-in controls (the browser's own shadow tree) leaves the player as
  // the active element without :focus; the browser draws that ring itself, out of the page's reach.
  if (element instanceof HTMLMediaElement && !element.matches(':focus')) return null;
  const rgba = (colour: string) => {
    const [r = 0, g = 0, b = 0, a = 1] = (colour.match(/[\d.]+/g) ?? []).map(Number);
    return { r, g, b, a: colour.startsWith('rgba') ? a : 1 };
  };
  const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
    const channel = (v: number) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const style = getComputedStyle(element);
  const name = `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
  if (style.outlineStyle === 'none' || Number.parseFloat(style.outlineWidth) === 0)
    return { name, ratio: 0, why: 'no outline' };
  let behind: Element | null = Number.parseFloat(style.outlineOffset) < 0 ? element : element.parentElement;
  while (behind && rgba(getComputedStyle(behind).backgroundColor).a === 0) behind = behind.parentElement;
  const background = rgba(behind ? getComputedStyle(behind).backgroundColor : 'rgb(255, 255, 255)');
  const ring = luminance(rgba(style.outlineColor));
  const back = luminance(background);
  const ratio = (Math.max(ring, back) + 0.05) / (Math.min(ring, back) + 0.05);
  return {
    name,
    ratio: Math.round(ratio * 100) / 100,
    why: `${style.outlineColor} on ${getComputedStyle(behind ?? document.body).backgroundColor}`,
  };
};

/** Tabs through `stops` focus stops of the page; every ring must stand out 3:1 from its background. */
async function expectVisibleRings(page: Page, stops: number) {
  const weak: string[] = [];
  let checked = 0;
  for (let i = 0; i < stops; i += 1) {
    await page.keyboard.press('Tab');
    const ring = await page.evaluate(focusRing);
    if (!ring) continue;
    checked += 1;
    if (ring.ratio < 3) weak.push(`${ring.name}: ${ring.ratio}:1 (${ring.why})`);
  }
  expect(checked).toBeGreaterThan(stops / 2);
  expect(weak).toEqual([]);
}

for (const colorScheme of ['dark', 'light'] as const) {
  test(`every focus ring stands out 3:1 on the ${colorScheme} theme`, async ({ page }) => {
    const { member, request } = await memberElsewhere(`rings-${colorScheme}`);
    await createTextPost(request, 'Rings to see', 'A post with <a href="https://example.com">a link</a>.', [
      'rings',
    ]);
    // A player on the navy track panel, inside a white card: the ring must stand out on the panel.
    await createAudioPost(request, 'Quiet Song', 'https://example.com/quiet-song.mp3');
    await request.dispose();
    await page.emulateMedia({ colorScheme });
    await signUpViaApi(page, `ringer-${colorScheme}`);
    await followBlog(page.request, member.blog);

    for (const path of ['/dashboard', '/explore', '/tagged/rings', '/settings/account']) {
      await page.goto(path);
      await expect(page.locator('main')).toBeVisible();
      await expectVisibleRings(page, 45);
    }
  });
}
