import { Button } from '../button/button';
import styles from './error-panel.module.css';

interface ErrorPanelProps {
  message: string;
  onRetry: () => void;
  retrying: boolean;
}

/** The shared error panel (spec document 3 §2, §4): a message and Retry; clicks wait while retrying. */
export function ErrorPanel({ message, onRetry, retrying }: ErrorPanelProps) {
  return (
    <div className={styles.panel} role="alert">
      <p className={styles.message}>{message}</p>
      <Button onClick={() => !retrying && onRetry()} aria-disabled={retrying}>
        {retrying ? 'Retrying...' : 'Retry'}
      </Button>
    </div>
  );
}
