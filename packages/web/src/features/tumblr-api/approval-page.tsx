import { oauthTexts } from '@rookery/core';
import { useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { errorMessage } from '../../api';
import { Button, ButtonLink } from '../../ui/button/button';
import { FormError } from '../../ui/forms/form-error';
import { PageCard } from '../../ui/layout/page-card';
import { Loader } from '../../ui/loader/loader';
import { useSignedInUser } from '../accounts/use-session';
import styles from './approval-page.module.css';
import { type ApprovalKind, useApprovalDecision, useApprovalRequest } from './use-approval';

/** The parameters each protocol's approval carries on to the server. */
const PARAMS: Record<ApprovalKind, readonly string[]> = {
  oauth: ['oauth_token'],
  oauth2: [
    'client_id',
    'response_type',
    'scope',
    'state',
    'redirect_uri',
    'code_challenge',
    'code_challenge_method',
  ],
};

/**
 * /oauth/authorize and /oauth2/authorize (issue 24): an application asks to use the account. The
 * signed-in person sees its name, website and description and what it asks for, then allows or
 * denies; the browser then goes back to the app (or, for OAuth 1.0a's "oob", the page shows the
 * verifier to type into it).
 */
export function ApprovalPage() {
  const kind: ApprovalKind = useLocation().pathname.startsWith('/oauth2/') ? 'oauth2' : 'oauth';
  const [search] = useSearchParams();
  const params = useMemo(
    () =>
      Object.fromEntries(
        PARAMS[kind].flatMap((name) => (search.has(name) ? [[name, search.get(name) ?? '']] : [])),
      ),
    [kind, search],
  );
  const user = useSignedInUser();
  const request = useApprovalRequest(kind, params);
  const decision = useApprovalDecision(kind, params);

  const decide = (allow: boolean) =>
    decision.mutate(allow, {
      onSuccess: ({ redirect }) => {
        if (redirect) window.location.assign(redirect);
      },
    });

  if (request.isError) {
    return (
      <PageCard title="This request can't be used">
        <p role="alert">{errorMessage(request.error)}</p>
        <ButtonLink to="/dashboard" variant="secondary">
          Back to the dashboard
        </ButtonLink>
      </PageCard>
    );
  }
  if (!request.data) return <Loader label="Loading the request" />;

  const { app, can_write, offline, callback_origin } = request.data;
  const answer = decision.data;
  if (answer && !answer.redirect) {
    return (
      <PageCard title={answer.verifier ? 'Access allowed' : 'Access denied'}>
        {answer.verifier ? (
          <>
            <p>Type this code into {app.name} to finish:</p>
            <p className={styles.verifier}>
              <code>{answer.verifier}</code>
            </p>
          </>
        ) : (
          <p role="status">{oauthTexts.denied}</p>
        )}
      </PageCard>
    );
  }

  return (
    <PageCard
      title={`Allow ${app.name} to use your account?`}
      intro={<p>You are signed in as {user.name}.</p>}
    >
      <div className={styles.app}>
        <p className={styles.appName}>{app.name}</p>
        {app.website && (
          <a className={styles.website} href={app.website} target="_blank" rel="noopener noreferrer nofollow">
            {app.website}
          </a>
        )}
        {app.description && <p className={styles.description}>{app.description}</p>}
      </div>
      <h2 className={styles.heading}>It will be able to</h2>
      <ul className={styles.abilities}>
        <li>See your blogs, posts, likes and the blogs you follow, and your drafts and queue</li>
        {can_write && <li>Post, reblog, like and follow as you, on any of your blogs</li>}
        {offline && <li>Keep this access while you are away, until you revoke it</li>}
      </ul>
      <p className={styles.note}>
        It will never see your password. You can revoke its access at any time in{' '}
        <a href="/settings/apps">Settings → Apps and devices</a>.
        {callback_origin && ` Allowing sends you back to ${callback_origin}.`}
      </p>
      <FormError message={decision.isError ? errorMessage(decision.error) : null} />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => decide(false)} disabled={decision.isPending || !!answer}>
          Deny
        </Button>
        <Button onClick={() => decide(true)} disabled={decision.isPending || !!answer}>
          Allow
        </Button>
      </div>
    </PageCard>
  );
}
