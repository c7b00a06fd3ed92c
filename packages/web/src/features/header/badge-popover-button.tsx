import { badgeText } from '@rookery/core';
import { type ReactNode, Suspense } from 'react';
import { Popover } from '../../ui/popover/popover';
import { usePopoverAnchor } from '../../ui/popover/use-popover-anchor';
import styles from './badge-popover-button.module.css';
import headerStyles from './header.module.css';

interface BadgePopoverButtonProps {
  /** The button's title and the popover's name; with unread items the button reads '{label}, N unread'. */
  label: string;
  icon: ReactNode;
  unread: number;
  popoverClassName: string | undefined;
  /** The popover's content, usually a lazy panel (the first paint carries only the button). */
  children: (close: () => void) => ReactNode;
}

/** A header icon button with an unread badge ('99+' above 99) that opens a popover: activity, inbox. */
export function BadgePopoverButton({
  label,
  icon,
  unread,
  popoverClassName,
  children,
}: BadgePopoverButtonProps) {
  const popover = usePopoverAnchor();
  return (
    <>
      <button
        type="button"
        className={`${headerStyles.iconButton} ${styles.button}`}
        aria-label={unread > 0 ? `${label}, ${unread} unread` : label}
        title={label}
        {...popover.anchorProps}
      >
        {icon}
        {unread > 0 && (
          <span className={styles.badge} aria-hidden="true">
            {badgeText(unread)}
          </span>
        )}
      </button>
      {popover.open && (
        <Popover anchor={popover.anchor} onClose={popover.close} label={label} className={popoverClassName}>
          <Suspense fallback={null}>{children(popover.close)}</Suspense>
        </Popover>
      )}
    </>
  );
}
