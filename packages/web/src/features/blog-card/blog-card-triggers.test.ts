// @vitest-environment jsdom
import { BLOG_CARD_HOVER_CLOSE_MS, BLOG_CARD_HOVER_OPEN_MS } from '@rookery/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type BlogCardTarget, watchBlogCardTriggers } from './blog-card-triggers';

/** A pointer event as a mouse or a finger makes it (jsdom has no PointerEvent). */
function pointer(type: string, target: Element, pointerType = 'mouse') {
  const event = new MouseEvent(type, { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'pointerType', { value: pointerType });
  target.dispatchEvent(event);
}

let shown: (BlogCardTarget | null)[];
let watcher: ReturnType<typeof watchBlogCardTriggers>;

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = `
    <a id="name" href="/ben" data-blog-card="ben">ben</a>
    <a id="avatar" href="/ben" data-blog-card="ben" data-blog-card-open=""><img id="img" alt=""></a>
    <p id="elsewhere">text</p>
    <div id="card" data-blog-card-popover=""><button id="inside">Follow</button></div>`;
  shown = [];
  watcher = watchBlogCardTriggers((target) => shown.push(target));
});
afterEach(() => {
  watcher.stop();
  vi.useRealTimers();
});

const el = (id: string) => document.getElementById(id)!;

describe('blog card triggers', () => {
  it('opens when a mouse rests on a blog link, and closes once it has left both link and card', () => {
    pointer('pointerover', el('name'));
    vi.advanceTimersByTime(BLOG_CARD_HOVER_OPEN_MS - 1);
    expect(shown).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(shown).toEqual([{ name: 'ben', anchor: el('name'), clicked: false }]);

    // On the way to the card the pointer crosses the page: the card stays if it arrives in time.
    pointer('pointerover', el('elsewhere'));
    vi.advanceTimersByTime(BLOG_CARD_HOVER_CLOSE_MS - 1);
    pointer('pointerover', el('inside'));
    vi.advanceTimersByTime(BLOG_CARD_HOVER_CLOSE_MS);
    expect(shown).toHaveLength(1);

    pointer('pointerover', el('elsewhere'));
    vi.advanceTimersByTime(BLOG_CARD_HOVER_CLOSE_MS);
    expect(shown.at(-1)).toBeNull();
  });

  it('does not open for a pointer that only passes by, nor for a touch', () => {
    pointer('pointerover', el('name'));
    vi.advanceTimersByTime(BLOG_CARD_HOVER_OPEN_MS / 2);
    pointer('pointerover', el('elsewhere'));
    pointer('pointerover', el('name'), 'touch');
    vi.advanceTimersByTime(BLOG_CARD_HOVER_OPEN_MS * 2);
    expect(shown).toEqual([]);
  });

  it('opens at once on a click on an avatar, instead of following its link; a second click closes it', () => {
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    el('img').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(shown).toEqual([{ name: 'ben', anchor: el('avatar'), clicked: true }]);
    // Clicked open, it stays when the mouse wanders off.
    pointer('pointerover', el('elsewhere'));
    vi.advanceTimersByTime(BLOG_CARD_HOVER_CLOSE_MS * 2);
    expect(shown).toHaveLength(1);
    el('img').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    expect(shown.at(-1)).toBeNull();
  });

  it('leaves a modified click (new tab) and a click on a name link to the browser', () => {
    const modified = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, metaKey: true });
    el('img').dispatchEvent(modified);
    const onName = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    el('name').dispatchEvent(onName);
    expect(modified.defaultPrevented).toBe(false);
    expect(onName.defaultPrevented).toBe(false);
    expect(shown).toEqual([]);
  });

  it('keeps a hovered card once it was clicked in', () => {
    pointer('pointerover', el('name'));
    vi.advanceTimersByTime(BLOG_CARD_HOVER_OPEN_MS);
    pointer('pointerdown', el('inside'));
    pointer('pointerover', el('elsewhere'));
    vi.advanceTimersByTime(BLOG_CARD_HOVER_CLOSE_MS * 2);
    expect(shown).toHaveLength(1);
    watcher.close();
    expect(shown.at(-1)).toBeNull();
  });
});
