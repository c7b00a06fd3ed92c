import { messages } from '@rookery/core';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../api';
import { ButtonLink } from '../../ui/button/button';
import { PageCard } from '../../ui/layout/page-card';
import { Loader } from '../../ui/loader/loader';
import styles from './auth-form.module.css';
import { useCurrentUser } from './use-session';
import { useVerifyEmail } from './use-verify-email';

/** The mailed verification link lands here; the token is spent on arrival. */
export function VerifyPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verify = useVerifyEmail();
  const user = useCurrentUser();
  const sent = useRef(false);

  useEffect(() => {
    // Once only: a token is single-use, and StrictMode runs effects twice in development.
    if (sent.current || !token) return;
    sent.current = true;
    verify.mutate(token);
  }, [token, verify]);

  const next = user ? (
    <ButtonLink to="/dashboard">Go to your dashboard</ButtonLink>
  ) : (
    <ButtonLink to="/login">Log in</ButtonLink>
  );

  return (
    <PageCard wordmark title="Verify your email">
      {!token && <p role="alert">{messages.tokenInvalid}</p>}
      {token && verify.isPending && <Loader tone="dark" label="Verifying" />}
      {verify.isSuccess && (
        <p className={styles.success} role="status">
          Your email address is verified.
        </p>
      )}
      {verify.isError && <p role="alert">{errorMessage(verify.error)}</p>}
      {(verify.isSuccess || verify.isError || !token) && (
        <div className={styles.links}>
          {next}
          {!user && <Link to="/">Back to the front page</Link>}
        </div>
      )}
    </PageCard>
  );
}
