import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import styles from './blog-card.module.css';

interface CardMenuProps {
  /** The button's accessible name. */
  label: string;
  icon: ReactNode;
  /** The menu's items; `close` puts the menu away once one is chosen. */
  children: (close: () => void) => ReactNode;
}

/**
 * A small popover inside the card (its info popover, its messaging icon): a button that shows or
 * hides a list below it. Escape or a click elsewhere in the card puts it away, and Escape stops
 * there, so the card itself stays open.
 */
export function CardMenu({ label, icon, children }: CardMenuProps) {
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

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape from anywhere in the open menu closes it
    <div
      ref={root}
      className={styles.menuRoot}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          close();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        className={styles.iconButton}
        aria-label={label}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {icon}
      </button>
      {open && (
        <ul id={id} className={styles.menu} aria-label={label}>
          {children(close)}
        </ul>
      )}
    </div>
  );
}
