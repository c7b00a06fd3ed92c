import { type ReactNode, useEffect } from 'react';
import { useInlineMenu } from '../../../ui/popover/use-inline-menu';
import styles from './window-header.module.css';

interface ActionsMenuProps {
  label: string;
  /** The menu's items; `close` puts the menu away once one is chosen. */
  children: (close: () => void) => ReactNode;
}

/**
 * The conversation actions menu (spec §2): a button that shows a list under it. Escape or a click
 * elsewhere puts it away; arrows move between its items, and Tab goes round it while it is open.
 */
export function ActionsMenu({ label, children }: ActionsMenuProps) {
  const menu = useInlineMenu();
  const { open, root } = menu;

  useEffect(() => {
    if (open) root.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [open, root]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape and the arrows work anywhere in the open menu
    <div
      ref={root}
      className={styles.menuRoot}
      onKeyDown={(event) => {
        if (menu.onKeyDown(event) || !open) return;
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          event.preventDefault();
          const items = [...(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
          const at = items.indexOf(document.activeElement as HTMLElement);
          const step = event.key === 'ArrowDown' ? 1 : -1;
          items[(at + step + items.length) % items.length]?.focus();
        }
      }}
    >
      <button
        ref={menu.button}
        type="button"
        className={styles.iconButton}
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded={menu.open}
        aria-controls={menu.open ? menu.id : undefined}
        onClick={menu.toggle}
      >
        <svg
          viewBox="0 0 24 24"
          width="20"
          height="20"
          aria-hidden="true"
          focusable="false"
          fill="currentColor"
        >
          <circle cx="5" cy="12" r="2" />
          <circle cx="12" cy="12" r="2" />
          <circle cx="19" cy="12" r="2" />
        </svg>
      </button>
      {menu.open && (
        <div id={menu.id} role="menu" aria-label={label} className={styles.menu}>
          {children(menu.close)}
        </div>
      )}
    </div>
  );
}
