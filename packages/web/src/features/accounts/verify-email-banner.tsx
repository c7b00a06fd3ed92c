import type { CurrentUser } from '@rookery/core';
import { ResendVerificationButton } from './resend-verification-button';
import styles from './verify-email-banner.module.css';

/** Shown until the address is verified: messaging and other features wait for it. */
export function VerifyEmailBanner({ user }: { user: CurrentUser }) {
  if (user.is_verified_email) return null;
  return (
    <div className={styles.banner} role="status">
      <p className={styles.text}>
        <strong>Check your email to verify your address.</strong> We sent a link to {user.email}.
      </p>
      <ResendVerificationButton variant="light" />
    </div>
  );
}
