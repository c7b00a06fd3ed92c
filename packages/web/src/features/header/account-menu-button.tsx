import type { CurrentUser } from '@rookery/core';
import { Suspense } from 'react';
import { Avatar } from '../../ui/avatar/avatar';
import { Popover } from '../../ui/popover/popover';
import { usePopoverAnchor } from '../../ui/popover/use-popover-anchor';
import { currentChannel } from '../accounts/use-session';
import styles from './header.module.css';
import { AccountMenu } from './header-menus';

/** The account button shows the blog the user acts as; it opens the account menu. */
export function AccountMenuButton({ user }: { user: CurrentUser }) {
  const popover = usePopoverAnchor();
  const current = currentChannel(user);
  return (
    <>
      <button
        type="button"
        className={styles.iconButton}
        aria-label="Account"
        title="Account"
        {...popover.anchorProps}
      >
        {current && <Avatar blogName={current.name} size={24} alt="" />}
      </button>
      {popover.open && (
        <Popover anchor={popover.anchor} onClose={popover.close} label="Account">
          <Suspense fallback={null}>
            <AccountMenu user={user} onDone={popover.close} />
          </Suspense>
        </Popover>
      )}
    </>
  );
}
