import type { CurrentUser } from '@rookery/core';
import { lazy } from 'react';
import { InboxIcon } from '../../../ui/icons/icons';
import { BadgePopoverButton } from '../../header/badge-popover-button';
import { unreadTotal, useUserCounts } from '../api/counts';
import styles from './inbox-button.module.css';

// Everything inside the popover is its own chunk: the first paint carries only the button and badge.
const InboxPanel = lazy(() => import('./inbox-panel').then((m) => ({ default: m.InboxPanel })));

/** The header's Inbox (spec document 3 §2): unread messages over all the user's blogs, and the inbox. */
export function InboxButton({ user }: { user: CurrentUser }) {
  const unread = unreadTotal(
    useUserCounts().data,
    user.channels.map((c) => c.uuid),
  );
  return (
    <BadgePopoverButton label="Inbox" icon={<InboxIcon />} unread={unread} popoverClassName={styles.popover}>
      {(close) => <InboxPanel onClose={close} />}
    </BadgePopoverButton>
  );
}
