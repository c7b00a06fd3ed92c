import { Navigate } from 'react-router';
import { ButtonLink } from '../../ui/button/button';
import { useCurrentUser } from '../accounts/use-session';
import styles from './home-page.module.css';

/** The front page: signed-in users live on the dashboard; visitors get a welcome. */
export function HomePage() {
  const user = useCurrentUser();
  if (user) return <Navigate to="/dashboard" replace />;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Make a home for the things you love.</h1>
      <p className={styles.text}>
        Rookery is a place to post anything — words, photos, quotes, links, chats, audio and video — across as
        many blogs as you have sides. Follow the blogs you like and talk to them.
      </p>
      <div className={styles.actions}>
        <ButtonLink to="/register">Get started</ButtonLink>
        <ButtonLink to="/explore" variant="ghost">
          Look around
        </ButtonLink>
      </div>
    </div>
  );
}
