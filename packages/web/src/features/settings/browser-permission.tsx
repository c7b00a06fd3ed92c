import { useState } from 'react';
import { Button } from '../../ui/button/button';
import styles from './browser-permission.module.css';

const SAID: Record<NotificationPermission, string> = {
  granted: 'This browser shows them.',
  denied: 'This browser blocks them: allow notifications for this site in its settings.',
  default: 'This browser has not been asked yet.',
};

/** Whether this browser lets the page show notifications, and asking it (from a click, as browsers want). */
export function BrowserPermission() {
  const supported = typeof Notification !== 'undefined';
  const [permission, setPermission] = useState(supported ? Notification.permission : null);
  if (!permission) return <p className={styles.note}>This browser cannot show notifications.</p>;
  return (
    <div className={styles.note}>
      <p role="status">{SAID[permission]}</p>
      {permission === 'default' && (
        <Button
          variant="secondary"
          onClick={() => void Notification.requestPermission().then(setPermission, () => undefined)}
        >
          Allow in this browser
        </Button>
      )}
    </div>
  );
}
