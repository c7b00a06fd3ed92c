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
          {toast.image && <img className={styles.image} src={toast.image} alt="" width={28} height={28} />}
          <span>{toast.message}</span>
          {toast.action && (
            <a
              href={toast.action.href}
              className={styles.action}
              onClick={(event) => {
                // A modified click opens a new tab as links do; a plain one stays in the app.
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
                  return;
                event.preventDefault();
                toast.action?.onSelect();
                toastStore.dismiss(toast.id);
              }}
            >
              {toast.action.label}
            </a>
          )}
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
