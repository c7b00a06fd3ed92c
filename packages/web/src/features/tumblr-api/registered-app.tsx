import type { ApiAppData } from '@rookery/core';
import { errorMessage } from '../../api';
import { Button } from '../../ui/button/button';
import { confirm } from '../../ui/dialogs/dialogs';
import { showToast } from '../../ui/toast/toast-store';
import styles from './apps.module.css';
import { useDeleteApp, useResetAppSecret } from './use-api-apps';

/** One registered app: its details, its OAuth consumer key and secret, and what its owner may do with it. */
export function RegisteredApp({ app }: { app: ApiAppData }) {
  const reset = useResetAppSecret();
  const remove = useDeleteApp();
  const failed = (error: unknown) => showToast(errorMessage(error), 'error');

  const resetSecret = async () => {
    const sure = await confirm({
      message: `Give ${app.name} a new consumer secret? Requests signed with the old one stop working at once.`,
      okLabel: 'Reset secret',
    });
    if (sure) reset.mutate(app.id, { onSuccess: () => showToast('The secret is reset.'), onError: failed });
  };
  const deleteApp = async () => {
    const sure = await confirm({
      message: `Delete ${app.name}? Everyone who allowed it loses its access, and its keys stop working.`,
      okLabel: 'Delete',
    });
    if (sure)
      remove.mutate(app.id, { onSuccess: () => showToast(`${app.name} is deleted.`), onError: failed });
  };

  return (
    <li className={styles.app}>
      <h3 className={styles.appName}>{app.name}</h3>
      {(app.website || app.description) && (
        <p className={styles.meta}>{[app.website, app.description].filter(Boolean).join(' · ')}</p>
      )}
      <dl className={styles.keys}>
        <dt>OAuth consumer key</dt>
        <dd>
          <code>{app.consumer_key}</code>
        </dd>
        <dt>OAuth consumer secret</dt>
        <dd>
          <code>{app.consumer_secret}</code>
        </dd>
        <dt>Callback URL</dt>
        <dd>
          <code>{app.callback_url}</code>
        </dd>
      </dl>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          onClick={resetSecret}
          disabled={reset.isPending}
          aria-label={`Reset secret of ${app.name}`}
        >
          Reset secret
        </Button>
        <Button
          variant="danger"
          onClick={deleteApp}
          disabled={remove.isPending}
          aria-label={`Delete ${app.name}`}
        >
          Delete
        </Button>
      </div>
    </li>
  );
}
