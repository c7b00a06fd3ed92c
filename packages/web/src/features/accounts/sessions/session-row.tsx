import { type AccountSessionData, durationWords } from '@rookery/core';
import { Badge } from '../../../ui/badge/badge';
import { Button } from '../../../ui/button/button';
import rows from '../../settings/settings-rows.module.css';
import styles from './apps-page.module.css';

interface SessionRowProps {
  session: AccountSessionData;
  onSignOut: () => void;
  pending: boolean;
}

const seen = (iso: string) => {
  const ms = Date.now() - new Date(iso).getTime();
  return ms < 60_000 ? 'Active now' : `Last seen ${durationWords(ms)} ago`;
};

const signedIn = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

/** One signed-in browser: what it is, from where, when it was last seen, and signing it out. */
export function SessionRow({ session, onSignOut, pending }: SessionRowProps) {
  const name = session.device ?? 'Unknown browser';
  return (
    <li className={rows.row}>
      <div className={styles.what}>
        <p className={styles.device}>
          <span title={session.user_agent ?? undefined}>{name}</span>
          {session.current && <Badge>This browser</Badge>}
        </p>
        <p className={styles.meta}>
          {[
            session.ip,
            session.current ? 'Active now' : seen(session.last_seen_at),
            `Signed in ${signedIn(session.signed_in_at)}`,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
      <Button
        variant="secondary"
        onClick={onSignOut}
        disabled={pending}
        aria-label={session.current ? 'Log out of this browser' : `Log out ${name}`}
      >
        Log out
      </Button>
    </li>
  );
}
