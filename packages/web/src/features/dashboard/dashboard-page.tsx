import { ButtonLink } from '../../ui/button/button';
import columns from '../../ui/layout/columns.module.css';
import { EmptyState } from '../../ui/layout/empty-state';
import { useSignedInUser } from '../accounts/use-session';
import { VerifyEmailBanner } from '../accounts/verify-email-banner';
import styles from './dashboard.module.css';
import { RightRail } from './right-rail';

/** The dashboard shell: the post column (posts arrive with the posts feature) and the right rail. */
export function DashboardPage() {
  const user = useSignedInUser();
  return (
    <div className={`${columns.columns} ${styles.layout}`}>
      <div className={columns.main}>
        <h1 className="visually-hidden">Dashboard</h1>
        <VerifyEmailBanner user={user} />
        <EmptyState
          title="Your dashboard is quiet."
          text="Posts from blogs you follow will appear here."
          action={
            <ButtonLink to="/explore" variant="secondary">
              Find blogs to follow
            </ButtonLink>
          }
        />
      </div>
      <RightRail user={user} />
    </div>
  );
}
