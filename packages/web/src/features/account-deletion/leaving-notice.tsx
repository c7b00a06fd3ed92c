import { accountDeletionTexts } from '@rookery/core';
import { errorMessage } from '../../api';
import { Button } from '../../ui/button/button';
import { showToast } from '../../ui/toast/toast-store';
import styles from './leaving-notice.module.css';
import { useKeepAccount } from './use-account-deletion';

const WHEN = new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeStyle: 'short' });

/**
 * While the account waits to be deleted: when it goes, and the one button that keeps it. Shown on
 * the dashboard and in the account settings, the places a person returning to undo it lands.
 */
export function LeavingNotice({ deletionAt }: { deletionAt: string }) {
  const keep = useKeepAccount();
  return (
    <div className={styles.notice} role="status">
      <p className={styles.text}>
        <strong>{accountDeletionTexts.notice(WHEN.format(new Date(deletionAt)))}</strong>
        {keep.isError && <span className={styles.error}> {errorMessage(keep.error)}</span>}
      </p>
      <Button
        disabled={keep.isPending}
        onClick={() => keep.mutate(undefined, { onSuccess: ({ message }) => showToast(message) })}
      >
        {accountDeletionTexts.keep}
      </Button>
    </div>
  );
}
