import type { KeyboardEvent } from 'react';

/** The attribute that puts an element in its popover's arrow-key order. */
export const ARROW_FOCUS = { 'data-arrow-focus': '' } as const;

const NEXT = new Set(['ArrowDown', 'ArrowRight']);
const PREVIOUS = new Set(['ArrowUp', 'ArrowLeft']);

/**
 * Where an arrow key moves focus among `count` items from `index` (-1: none focused): down and right
 * to the next, up and left to the one before, stopping at the ends. Null for other keys.
 */
export function arrowTarget(key: string, index: number, count: number): number | null {
  if (count === 0) return null;
  if (NEXT.has(key)) return index < 0 ? 0 : Math.min(index + 1, count - 1);
  if (PREVIOUS.has(key)) return index <= 0 ? 0 : index - 1;
  return null;
}

/**
 * Arrow keys move focus through the popover's items (spec document 2 §4: up, down, tab and
 * shift+tab). In a text field only up and down do; left and right move its caret, and a text area
 * keeps all four.
 */
export function moveFocusWithArrows(event: KeyboardEvent<HTMLElement>): void {
  const target = event.target as HTMLElement;
  if (target.tagName === 'TEXTAREA') return;
  if (target.tagName === 'INPUT' && (event.key === 'ArrowLeft' || event.key === 'ArrowRight')) return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[data-arrow-focus]')].filter(
    (el) => !el.hasAttribute('disabled'),
  );
  const next = arrowTarget(event.key, items.indexOf(target), items.length);
  if (next === null) return;
  event.preventDefault();
  items[next]?.focus();
}
