import type { CurrentUser } from '@rookery/core';
import { Badge } from '../../ui/badge/badge';
import { Card } from '../../ui/layout/card';
import { TextField } from '../../ui/text-field/text-field';
import styles from './email-settings.module.css';
import { ResendVerificationButton } from './resend-verification-button';

/** The account's email: shown, not editable here, with whether it is verified. */
export function EmailSettings({ user }: { user: CurrentUser }) {
  return (
    <Card title="Email">
      <TextField label="Email address" type="email" value={user.email} readOnly />
      {user.is_verified_email ? (
        <p className={styles.verified}>
          <Badge>Verified</Badge>
        </p>
      ) : (
        <div className={styles.unverified}>
          <p>Not verified yet. Check your inbox for the link we sent.</p>
          <ResendVerificationButton />
        </div>
      )}
    </Card>
  );
}
