import type { ReactNode } from 'react';
import { Popover } from '../../ui/popover/popover';
import { usePopoverAnchor } from '../../ui/popover/use-popover-anchor';
import styles from './header.module.css';

interface EmptyPopoverButtonProps {
  label: string;
  icon: ReactNode;
  emptyText: string;
}

/**
 * The inbox button. Messaging arrives with its own issue; until then the popover says truthfully
 * that there is nothing yet.
 */
export function EmptyPopoverButton({ label, icon, emptyText }: EmptyPopoverButtonProps) {
  const popover = usePopoverAnchor();
  return (
    <>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={label}
        title={label}
        {...popover.anchorProps}
      >
        {icon}
      </button>
      {popover.open && (
        <Popover
          anchor={popover.anchor}
          onClose={popover.close}
          label={label}
          className={styles.emptyPopover}
        >
          <h2 className={styles.popoverTitle}>{label}</h2>
          <p className={styles.popoverEmpty}>{emptyText}</p>
        </Popover>
      )}
    </>
  );
}
