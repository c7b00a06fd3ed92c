import { ButtonLink } from '../../ui/button/button';
import { Card } from '../../ui/layout/card';
import rows from '../settings/settings-rows.module.css';
import styles from './security-links.module.css';

/** The account page points to the password and two-factor pages, each a settings page of its own. */
export function SecurityLinks() {
  return (
    <Card title="Security">
      <ul className={rows.rows}>
        <li className={rows.row}>
          <span>
            <strong>Password</strong>
            <span className={styles.hint}>Changing it logs out your other browsers.</span>
          </span>
          <ButtonLink to="/settings/password" variant="secondary">
            Change password
          </ButtonLink>
        </li>
        <li className={rows.row}>
          <span>
            <strong>Two-factor sign-in</strong>
            <span className={styles.hint}>A code from your phone as well as your password.</span>
          </span>
          <ButtonLink to="/settings/tfa" variant="secondary">
            Manage
          </ButtonLink>
        </li>
      </ul>
    </Card>
  );
}
