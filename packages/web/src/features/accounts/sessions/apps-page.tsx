import { errorMessage } from '../../../api';
import { FailurePanel } from '../../../ui/error-panel/failure-panel';
import { useQueryRetry } from '../../../ui/error-panel/use-query-retry';
import { FormError } from '../../../ui/forms/form-error';
import { Card } from '../../../ui/layout/card';
import { Loader } from '../../../ui/loader/loader';
import { SettingsLayout } from '../../settings/settings-layout';
import rows from '../../settings/settings-rows.module.css';
import { AuthorizedAppsCard } from '../../tumblr-api/authorized-apps-card';
import { YourAppsCard } from '../../tumblr-api/your-apps-card';
import { useLogout } from '../use-logout';
import { SessionRow } from './session-row';
import { useAccountSessions, useRevokeSession } from './use-account-sessions';

/**
 * /settings/apps (spec document 3 §2): the browsers and devices signed in to the account; the
 * applications it allowed to use it, and the ones it registered for the Tumblr-compatible API (issue 24).
 */
export function AppsPage() {
  const sessions = useAccountSessions();
  const failure = useQueryRetry(sessions);
  const revoke = useRevokeSession();
  const logout = useLogout();

  const content = () => {
    if (failure.error) return <FailurePanel failure={failure} />;
    if (!sessions.data) return <Loader label="Loading signed-in browsers" />;
    return (
      <Card
        title="Signed-in browsers and devices"
        description="Log out any you do not recognise, then change your password."
      >
        <FormError message={revoke.isError ? errorMessage(revoke.error) : null} />
        <ul className={rows.rows}>
          {sessions.data.sessions.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              pending={
                session.current ? logout.isPending : revoke.isPending && revoke.variables === session.id
              }
              onSignOut={() => (session.current ? logout.mutate() : revoke.mutate(session.id))}
            />
          ))}
        </ul>
      </Card>
    );
  };

  return (
    <SettingsLayout title="Apps and devices">
      {content()}
      <AuthorizedAppsCard />
      <YourAppsCard />
    </SettingsLayout>
  );
}
