import type { KeyboardEvent } from 'react';

const FOCUSABLE =
  'a[href], button:not(:disabled), input:not(:disabled):not([type="hidden"]), select:not(:disabled), textarea:not(:disabled), [tabindex]';

/** What Tab reaches inside `container`, in order: focusable, shown, not taken out by tabindex -1. */
function tabStops(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.tabIndex >= 0 && el.getClientRects().length > 0,
  );
}

/**
 * Keeps Tab inside an open popover: past the last stop it comes round to the first, and Shift+Tab
 * before the first to the last. Unlike a modal trap, the page around stays visible to screen readers
 * (the header's badges change while a menu is open).
 */
export function trapTab(event: KeyboardEvent<HTMLElement>) {
  // A menu inside a popover (the blog card's) has handed the focus round already.
  if (event.key !== 'Tab' || event.defaultPrevented) return;
  const stops = tabStops(event.currentTarget);
  const first = stops[0];
  const last = stops[stops.length - 1];
  const active = document.activeElement;
  const leaving = event.shiftKey
    ? active === first || active === event.currentTarget
    : active === last || stops.length === 0;
  if (!leaving) return;
  event.preventDefault();
  (event.shiftKey ? last : first)?.focus();
}
