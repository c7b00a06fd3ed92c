import { lazy, Suspense } from 'react';
import { ActivityIcon } from '../../ui/icons/icons';
import { Popover } from '../../ui/popover/popover';
import { usePopoverAnchor } from '../../ui/popover/use-popover-anchor';
import headerStyles from '../header/header.module.css';
import styles from './activity.module.css';
import { unreadLabel } from './unread-label';
import { useActivityUnread } from './use-activity';

// The list is its own chunk: the first paint carries only the button and its badge.
const ActivityPanel = lazy(() => import('./activity-panel').then((m) => ({ default: m.ActivityPanel })));

/** The header's activity menu: a badge of unread items, and the list of the current blog's activity. */
export function ActivityButton() {
  const popover = usePopoverAnchor();
  const unread = useActivityUnread(true).data?.total ?? 0;
  const label = unread > 0 ? `Activity, ${unread} unread` : 'Activity';
  return (
    <>
      <button
        type="button"
        className={`${headerStyles.iconButton} ${styles.button}`}
        aria-label={label}
        title="Activity"
        {...popover.anchorProps}
      >
        <ActivityIcon />
        {unread > 0 && (
          <span className={styles.badge} aria-hidden="true">
            {unreadLabel(unread)}
          </span>
        )}
      </button>
      {popover.open && (
        <Popover anchor={popover.anchor} onClose={popover.close} label="Activity" className={styles.popover}>
          <Suspense fallback={null}>
            <ActivityPanel onNavigate={popover.close} />
          </Suspense>
        </Popover>
      )}
    </>
  );
}
