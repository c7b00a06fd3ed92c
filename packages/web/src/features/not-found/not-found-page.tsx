import { ButtonLink } from '../../ui/button/button';
import { useCurrentUser } from '../accounts/use-session';
import styles from './not-found-page.module.css';

export function NotFoundPage() {
  const user = useCurrentUser();
  return (
    <div className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>There's nothing here.</h1>
      <p className={styles.text}>The page you were looking for doesn't exist, or it moved.</p>
      <ButtonLink to={user ? '/dashboard' : '/'}>
        {user ? 'Back to your dashboard' : 'Go to the front page'}
      </ButtonLink>
    </div>
  );
}
