import { lazy } from 'react';
import { ActivityIcon } from '../../ui/icons/icons';
import { BadgePopoverButton } from '../header/badge-popover-button';
import styles from './activity.module.css';
import { useActivityUnread } from './use-activity';

// The list is its own chunk: the first paint carries only the button and its badge.
const ActivityPanel = lazy(() => import('./activity-panel').then((m) => ({ default: m.ActivityPanel })));

/** The header's activity menu: a badge of unread items, and the list of the current blog's activity. */
export function ActivityButton() {
  const unread = useActivityUnread(true).data?.total ?? 0;
  return (
    <BadgePopoverButton
      label="Activity"
      icon={<ActivityIcon />}
      unread={unread}
      popoverClassName={styles.popover}
    >
      {(close) => <ActivityPanel onNavigate={close} />}
    </BadgePopoverButton>
  );
}
