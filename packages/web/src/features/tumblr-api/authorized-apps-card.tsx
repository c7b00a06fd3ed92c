import { type ApiGrantData, durationWords } from '@rookery/core';
import { errorMessage } from '../../api';
import { Button } from '../../ui/button/button';
import { confirm } from '../../ui/dialogs/dialogs';
import { FailurePanel } from '../../ui/error-panel/failure-panel';
import { useQueryRetry } from '../../ui/error-panel/use-query-retry';
import { Card } from '../../ui/layout/card';
import { Loader } from '../../ui/loader/loader';
import { showToast } from '../../ui/toast/toast-store';
import rows from '../settings/settings-rows.module.css';
import styles from './apps.module.css';
import { useApiGrants, useRevokeGrant } from './use-api-apps';

const used = (iso: string | null) => {
  if (!iso) return 'Not used yet';
  const ms = Date.now() - new Date(iso).getTime();
  return ms < 60_000 ? 'Used just now' : `Last used ${durationWords(ms)} ago`;
};

function GrantRow({ grant }: { grant: ApiGrantData }) {
  const revoke = useRevokeGrant();
  const onRevoke = async () => {
    const sure = await confirm({
      message: `Revoke access for ${grant.app.name}? It can no longer read or act for you, until you allow it again.`,
      okLabel: 'Revoke access',
    });
    if (!sure) return;
    revoke.mutate(grant.id, {
      onSuccess: () => showToast(`${grant.app.name} no longer has access.`),
      onError: (error) => showToast(errorMessage(error), 'error'),
    });
  };
  return (
    <li className={rows.row}>
      <div className={styles.grant}>
        <p className={styles.appName}>{grant.app.name}</p>
        <p className={styles.meta}>
          {[grant.can_write ? 'Can read and write' : 'Can read', used(grant.last_used_at), grant.app.website]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
      <Button
        variant="secondary"
        onClick={onRevoke}
        disabled={revoke.isPending}
        aria-label={`Revoke access for ${grant.app.name}`}
      >
        Revoke access
      </Button>
    </li>
  );
}

/** The apps the account allowed to act for it, what each may do, and taking that back. */
export function AuthorizedAppsCard() {
  const grants = useApiGrants();
  const failure = useQueryRetry(grants);
  const content = () => {
    if (failure.error) return <FailurePanel failure={failure} />;
    if (!grants.data) return <Loader label="Loading authorized applications" />;
    if (grants.data.grants.length === 0)
      return <p className={styles.empty}>No application has access to your account.</p>;
    return (
      <ul className={rows.rows}>
        {grants.data.grants.map((grant) => (
          <GrantRow key={grant.id} grant={grant} />
        ))}
      </ul>
    );
  };
  return (
    <Card title="Authorized applications" description="Applications you allowed to use your account.">
      {content()}
    </Card>
  );
}
