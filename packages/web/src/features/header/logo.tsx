import { Link } from 'react-router';
import { useCurrentUser } from '../accounts/use-session';
import styles from './header.module.css';

/** The wordmark; home is the dashboard for a signed-in user and the front page for a visitor. */
export function Logo({ className }: { className?: string }) {
  const user = useCurrentUser();
  return (
    <Link
      to={user ? '/dashboard' : '/'}
      className={`${styles.logo} ${className ?? ''}`}
      aria-label="rookery, home"
    >
      rookery
    </Link>
  );
}
