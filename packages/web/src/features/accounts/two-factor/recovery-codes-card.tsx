import { Button } from '../../../ui/button/button';
import { FormActions } from '../../../ui/forms/form';
import { Card } from '../../../ui/layout/card';
import { showToast } from '../../../ui/toast/toast-store';
import styles from './two-factor.module.css';

/** The recovery codes, shown the one time they exist in the clear. */
export function RecoveryCodesCard({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const copy = () =>
    navigator.clipboard
      .writeText(codes.join('\n'))
      .then(() => showToast('Recovery codes copied.'))
      .catch(() => showToast('Could not copy. Select the codes and copy them instead.'));

  return (
    <Card title="Save your recovery codes">
      <p className={styles.warning}>
        Two-factor sign-in is on. Keep these codes somewhere safe: each one logs you in once if you lose your
        phone. They will not be shown again.
      </p>
      <ul className={styles.codes} aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <FormActions>
        <Button variant="secondary" onClick={copy}>
          Copy codes
        </Button>
        <Button onClick={onDone}>I saved them</Button>
      </FormActions>
    </Card>
  );
}
