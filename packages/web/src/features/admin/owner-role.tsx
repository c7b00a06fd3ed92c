import type { AdminBlogResponse } from '@rookery/core';
import { errorMessage } from '../../api';
import { Button } from '../../ui/button/button';
import { showToast } from '../../ui/toast/toast-store';
import { useCurrentUser } from '../accounts/use-session';
import styles from './admin.module.css';
import { useAdminAction } from './use-admin';

/** The blog owner's role; an admin gives or takes the moderator role here (logged, with the reason). */
export function OwnerRole({ blog, reason }: { blog: AdminBlogResponse; reason: string }) {
  const user = useCurrentUser();
  const act = useAdminAction();
  const role = blog.owner_role;
  const change = (next: 'moderator' | 'none') =>
    act.mutate(
      { kind: 'role', blog: blog.name, role: next, reason },
      {
        onSuccess: () =>
          showToast(next === 'none' ? 'The role is taken away.' : 'The owner is now a moderator.'),
        onError: (error) => showToast(errorMessage(error), 'error'),
      },
    );
  return (
    <div className={styles.actions}>
      <span>Owner’s role: {role ?? 'member'}</span>
      {user?.role === 'admin' && role !== 'admin' && (
        <Button
          variant="secondary"
          disabled={act.isPending}
          onClick={() => change(role ? 'none' : 'moderator')}
        >
          {role ? 'Take the moderator role' : 'Make moderator'}
        </Button>
      )}
    </div>
  );
}
