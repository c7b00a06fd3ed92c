import { useState } from 'react';
import { Button } from '../../ui/button/button';
import { FailurePanel } from '../../ui/error-panel/failure-panel';
import { useQueryRetry } from '../../ui/error-panel/use-query-retry';
import { Card } from '../../ui/layout/card';
import { Loader } from '../../ui/loader/loader';
import styles from './apps.module.css';
import { RegisterAppForm } from './register-app-form';
import { RegisteredApp } from './registered-app';
import { useApiApps } from './use-api-apps';

/** The applications the account registered for the Tumblr-compatible API, and registering one. */
export function YourAppsCard() {
  const apps = useApiApps();
  const failure = useQueryRetry(apps);
  const [registering, setRegistering] = useState(false);

  const content = () => {
    if (failure.error) return <FailurePanel failure={failure} />;
    if (!apps.data) return <Loader label="Loading your applications" />;
    return (
      <>
        {apps.data.apps.length > 0 && (
          <ul className={styles.apps}>
            {apps.data.apps.map((app) => (
              <RegisteredApp key={app.id} app={app} />
            ))}
          </ul>
        )}
        {registering ? (
          <RegisterAppForm onDone={() => setRegistering(false)} />
        ) : (
          <Button onClick={() => setRegistering(true)}>Register an application</Button>
        )}
      </>
    );
  };

  return (
    <Card
      title="Your applications"
      description="Scripts and apps written for Tumblr's API work here: register one to get its OAuth consumer key and secret."
    >
      {content()}
    </Card>
  );
}
