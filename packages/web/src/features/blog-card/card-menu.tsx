import type { ReactNode } from 'react';
import { useInlineMenu } from '../../ui/popover/use-inline-menu';
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
 * there, so the card itself stays open; while it is open Tab goes round it.
 */
export function CardMenu({ label, icon, children }: CardMenuProps) {
  const menu = useInlineMenu();
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape from anywhere in the open menu closes it, Tab goes round it
    <div ref={menu.root} className={styles.menuRoot} onKeyDown={menu.onKeyDown}>
      <button
        ref={menu.button}
        type="button"
        className={styles.iconButton}
        aria-label={label}
        aria-expanded={menu.open}
        aria-controls={menu.id}
        onClick={menu.toggle}
      >
        {icon}
      </button>
      {menu.open && (
        <ul id={menu.id} className={styles.menu} aria-label={label}>
          {children(menu.close)}
        </ul>
      )}
    </div>
  );
}
