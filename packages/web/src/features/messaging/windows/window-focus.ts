/**
 * Spec §2: Tab and Shift+Tab move focus between conversation windows. From a window's message box
 * they go to the next or previous window's box (or a minimized tab), round the end; elsewhere, and
 * with a single window, Tab keeps its usual meaning. Stops are marked `data-window-stop`.
 */
export function cycleWindows(event: KeyboardEvent, dock: HTMLElement): void {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
  if (!(event.target instanceof HTMLTextAreaElement) || !event.target.matches('[data-window-stop]')) return;
  const stops = [...dock.querySelectorAll<HTMLElement>('[data-window-stop]')];
  if (stops.length < 2) return;
  const at = stops.indexOf(event.target);
  const next = stops[(at + (event.shiftKey ? -1 : 1) + stops.length) % stops.length];
  if (!next) return;
  event.preventDefault();
  next.focus();
}
