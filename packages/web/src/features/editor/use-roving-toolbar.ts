import { type FocusEvent, type KeyboardEvent, useLayoutEffect, useRef } from 'react';
import { nextSelection } from '../composer/quick-compose/selection-keys';

const buttonsOf = (toolbar: HTMLElement | null) =>
  [...(toolbar?.querySelectorAll<HTMLButtonElement>('button') ?? [])].filter((b) => !b.disabled);

/**
 * A toolbar that is one tab stop (WAI-ARIA toolbar pattern): only the last focused button — at first
 * the first one — is tabbable; arrow keys, Home and End move between the enabled buttons, wrapping.
 */
export function useRovingToolbar<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const current = useRef<HTMLButtonElement | null>(null);

  const assign = () => {
    const enabled = buttonsOf(ref.current);
    if (!current.current || !enabled.includes(current.current)) current.current = enabled[0] ?? null;
    for (const button of ref.current?.querySelectorAll('button') ?? []) {
      button.tabIndex = button === current.current ? 0 : -1;
    }
  };
  // Buttons come and go and turn disabled as the editor changes: checked after every render.
  useLayoutEffect(assign);

  const onFocus = (event: FocusEvent) => {
    if (event.target instanceof HTMLButtonElement) {
      current.current = event.target;
      assign();
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const enabled = buttonsOf(ref.current);
    const at = enabled.indexOf(document.activeElement as HTMLButtonElement);
    if (at === -1 || event.key === 'ArrowUp' || event.key === 'ArrowDown') return;
    const next = nextSelection(event.key, at, enabled.length);
    if (next === null) return;
    event.preventDefault();
    enabled[next]?.focus();
  };

  return { ref, onFocus, onKeyDown };
}
