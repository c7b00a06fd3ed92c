import { useSyncExternalStore } from 'react';
import { CloseIcon } from '../icons/icons';
import styles from './toast-host.module.css';
import { toastStore } from './toast-store';

/** Where toasts appear; a polite live region so screen readers announce them without stealing focus. */
export function ToastHost() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.list, toastStore.list);
  return (
    <div className={styles.region} aria-live="polite">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={`${styles.toast} ${toast.tone === 'error' ? styles.error : ''} fade-in-up`}
        >
          <span>{toast.message}</span>
          <button
            type="button"
            className={styles.dismiss}
            aria-label="Dismiss"
            onClick={() => toastStore.dismiss(toast.id)}
          >
            <CloseIcon />
          </button>
        </div>
      ))}
    </div>
  );
}
