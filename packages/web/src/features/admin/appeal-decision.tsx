import { errorMessage } from '../../api';
import { Button } from '../../ui/button/button';
import { showToast } from '../../ui/toast/toast-store';
import styles from './admin.module.css';
import { useAdminAction } from './use-admin';

/** A moderator's decision on an appeal: clear the flag (none), or keep it for good (complete). */
export function AppealDecision({ postId }: { postId: string }) {
  const act = useAdminAction();
  const decide = (action: 'approve' | 'reject', done: string) =>
    act.mutate(
      { kind: 'post', postId, action, reason: 'appeal' },
      { onSuccess: () => showToast(done), onError: (error) => showToast(errorMessage(error), 'error') },
    );
  return (
    <div className={styles.actions}>
      <Button
        variant="secondary"
        disabled={act.isPending}
        onClick={() => decide('reject', 'The flag stays: the owner is told.')}
      >
        Keep the flag
      </Button>
      <Button
        disabled={act.isPending}
        onClick={() => decide('approve', 'The flag is cleared: the owner is told.')}
      >
        Clear the flag
      </Button>
    </div>
  );
}
