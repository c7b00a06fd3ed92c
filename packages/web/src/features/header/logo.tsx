import { Link } from 'react-router';
import { siteHosts } from '../../app/site-hosts';
import { useCurrentUser } from '../accounts/use-session';
import styles from './header.module.css';

/**
 * The wordmark; home is the dashboard for a signed-in user and the front page for a visitor, on
 * the main site (a blog's own host has its blog at /, issue 21).
 */
export function Logo({ className }: { className?: string }) {
  const user = useCurrentUser();
  const { blog_host, main_origin } = siteHosts();
  return (
    <Link
      to={`${blog_host ? main_origin : ''}${user ? '/dashboard' : '/'}`}
      className={`${styles.logo} ${className ?? ''}`}
      aria-label="rookery, home"
    >
      rookery
    </Link>
  );
}
