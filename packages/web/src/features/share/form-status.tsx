import { errorMessage } from '../../api';
import styles from './share-popover.module.css';

/** Spec §4 and §8: a form's status line, 'Sent!' on success, 'Error!' (and why) on failure. */
export function FormStatus({ sent, error }: { sent: boolean; error: unknown }) {
  return (
    <p role="status" className={`${styles.status} ${error ? styles.failed : ''}`}>
      {sent ? 'Sent!' : error ? `Error! ${errorMessage(error)}` : ''}
    </p>
  );
}
