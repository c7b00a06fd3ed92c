import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { trapTab } from './trap-tab';

/**
 * A menu shown in place under its button, inside something that is itself a popover or window (the
 * blog card's menus, a conversation's actions): no floating layer of its own. A pointer down
 * anywhere outside puts it away; `close` (an item chosen, Escape) also gives the focus back to the
 * button. Escape stops at the menu, so what holds it stays open; Tab goes round the button and
 * the items while it is open, as in every popover (issue 15).
 */
export function useInlineMenu() {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  /** Handles Escape and Tab in the open menu (on its root); says whether it did. */
  const onKeyDown = (event: KeyboardEvent<HTMLElement>): boolean => {
    if (!open) return false;
    if (event.key === 'Tab') {
      trapTab(event);
      return true;
    }
    if (event.key !== 'Escape') return false;
    event.stopPropagation();
    close();
    return true;
  };

  return { open, id, root, button, close, onKeyDown, toggle: () => setOpen((o) => !o) };
}
