import { ButtonLink } from '../../ui/button/button';
import { useSignedInUser } from '../accounts/use-session';
import { VerifyEmailBanner } from '../accounts/verify-email-banner';
import styles from './dashboard.module.css';
import { RightRail } from './right-rail';

/** The dashboard shell: the post column (posts arrive with the posts feature) and the right rail. */
export function DashboardPage() {
  const user = useSignedInUser();
  return (
    <div className={styles.layout}>
      <div className={styles.column}>
        <h1 className="visually-hidden">Dashboard</h1>
        <VerifyEmailBanner user={user} />
        <section className={styles.empty} aria-labelledby="dashboard-empty">
          <h2 id="dashboard-empty" className={styles.emptyTitle}>
            Your dashboard is quiet.
          </h2>
          <p>Posts from blogs you follow will appear here.</p>
          <ButtonLink to="/explore" variant="secondary">
            Find blogs to follow
          </ButtonLink>
        </section>
      </div>
      <RightRail user={user} />
    </div>
  );
}
