import { BLOG_CARD_HOVER_CLOSE_MS, BLOG_CARD_HOVER_OPEN_MS } from '@rookery/core';
import { dialogQueue } from '../../ui/dialogs/dialogs';
import {
  BLOG_CARD_ATTRIBUTE,
  BLOG_CARD_OPEN_ATTRIBUTE,
  BLOG_CARD_POPOVER_ATTRIBUTE,
} from './blog-card-attributes';

export interface BlogCardTarget {
  name: string;
  anchor: HTMLElement;
  /** Opened by a click (or Enter): focus moves into the card, and only Escape or a click outside close it. */
  clicked: boolean;
}

const TRIGGER = `[${BLOG_CARD_ATTRIBUTE}]`;
const OPENER = `[${BLOG_CARD_OPEN_ATTRIBUTE}]`;
const CARD = `[${BLOG_CARD_POPOVER_ATTRIBUTE}]`;

const elementOf = (event: Event) => (event.target instanceof Element ? event.target : null);

/**
 * Watches the page for the ways to a blog card (blog-card-attributes.ts): a mouse resting on a blog
 * link opens it, and leaving both the link and the card closes it; a click on an avatar opens it
 * at once and keeps it (a touch has no hover). Once the card was clicked in, or while a dialog it
 * asked is open, it stays. Answers `close` (the card closed itself: Escape, a click outside) and `stop`.
 */
export function watchBlogCardTriggers(show: (target: BlogCardTarget | null) => void): {
  close: () => void;
  stop: () => void;
} {
  let current: BlogCardTarget | null = null;
  let kept = false;
  let openTimer: number | undefined;
  let closeTimer: number | undefined;
  const set = (target: BlogCardTarget | null) => {
    current = target;
    kept = !!target?.clicked;
    show(target);
  };

  const onPointerOver = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    const element = elementOf(event);
    if (element?.closest(CARD)) {
      window.clearTimeout(closeTimer);
      return;
    }
    window.clearTimeout(openTimer);
    const trigger = element?.closest<HTMLElement>(TRIGGER);
    const name = trigger?.getAttribute(BLOG_CARD_ATTRIBUTE);
    if (trigger && name) {
      window.clearTimeout(closeTimer);
      if (current?.anchor === trigger) return;
      openTimer = window.setTimeout(
        () => set({ name, anchor: trigger, clicked: false }),
        BLOG_CARD_HOVER_OPEN_MS,
      );
      return;
    }
    if (current && !kept && !dialogQueue.current()) {
      window.clearTimeout(closeTimer);
      closeTimer = window.setTimeout(() => set(null), BLOG_CARD_HOVER_CLOSE_MS);
    }
  };

  const onPointerDown = (event: PointerEvent) => {
    if (elementOf(event)?.closest(CARD)) kept = true;
  };

  // On the window, in the capture phase: before the blog view's document listener opens the panel.
  const onClick = (event: MouseEvent) => {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    const opener = elementOf(event)?.closest<HTMLElement>(OPENER);
    const name = opener?.getAttribute(BLOG_CARD_ATTRIBUTE);
    if (!opener || !name) return;
    event.preventDefault();
    event.stopPropagation();
    window.clearTimeout(openTimer);
    window.clearTimeout(closeTimer);
    set(current?.anchor === opener && current.clicked ? null : { name, anchor: opener, clicked: true });
  };

  document.addEventListener('pointerover', onPointerOver);
  document.addEventListener('pointerdown', onPointerDown, true);
  window.addEventListener('click', onClick, true);
  return {
    close: () => {
      window.clearTimeout(openTimer);
      window.clearTimeout(closeTimer);
      set(null);
    },
    stop: () => {
      window.clearTimeout(openTimer);
      window.clearTimeout(closeTimer);
      document.removeEventListener('pointerover', onPointerOver);
      document.removeEventListener('pointerdown', onPointerDown, true);
      window.removeEventListener('click', onClick, true);
    },
  };
}
