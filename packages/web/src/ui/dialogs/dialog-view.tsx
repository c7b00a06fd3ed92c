import { DIALOG_ANIMATION_CLASS } from '@rookery/core';
import { useEffect, useId, useRef, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '../button/button';
import styles from './dialog-host.module.css';
import { dialogKeyAction } from './dialog-keys';
import { dialogQueue } from './dialogs';

/** The dialog at the head of the queue, modal, with the spec's keys (mounted by DialogHost while there is one). */
export function DialogView() {
  const dialog = useSyncExternalStore(dialogQueue.subscribe, dialogQueue.current, () => null);
  const messageId = useId();
  const okRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  // Where focus was before the first of a run of queued dialogs, to hand it back after the last.
  const returnFocusRef = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (!dialog) return;
    const app = document.getElementById('root');
    if (!returnFocusRef.current && document.activeElement instanceof HTMLElement) {
      returnFocusRef.current = document.activeElement;
    }
    app?.setAttribute('inert', '');
    okRef.current?.focus();

    const close = (result: boolean) => dialogQueue.close(dialog.id, result);
    // Capture on window so keys reach the dialog even when focus slipped to the overlay, and so no
    // page shortcut or control underneath sees them.
    const onKeyDown = (event: KeyboardEvent) => {
      const buttons = [cancelRef.current, okRef.current].filter((b): b is HTMLButtonElement => !!b);
      const action = dialogKeyAction(event.key, event.shiftKey, document.activeElement === cancelRef.current);
      event.stopPropagation();
      if (!action) return;
      event.preventDefault();
      if (action === 'confirm') close(true);
      else if (action === 'cancel') close(false);
      else {
        const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
        const step = action === 'next' ? 1 : -1;
        const target = at === -1 ? buttons[0] : buttons[(at + step + buttons.length) % buttons.length];
        target?.focus();
      }
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => {
      window.removeEventListener('keydown', onKeyDown, true);
      if (dialogQueue.current()) return;
      app?.removeAttribute('inert');
      if (returnFocusRef.current?.isConnected) returnFocusRef.current.focus();
      returnFocusRef.current = null;
    };
  }, [dialog]);

  if (!dialog) return null;
  return createPortal(
    <div className={styles.overlay}>
      <div
        key={dialog.id}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={messageId}
        className={`${styles.dialog} ${DIALOG_ANIMATION_CLASS}`}
      >
        <p id={messageId} className={styles.message}>
          {dialog.message}
        </p>
        <div className={styles.buttons}>
          {dialog.cancelLabel !== null && (
            <Button ref={cancelRef} variant="secondary" onClick={() => dialogQueue.close(dialog.id, false)}>
              {dialog.cancelLabel}
            </Button>
          )}
          <Button ref={okRef} onClick={() => dialogQueue.close(dialog.id, true)}>
            {dialog.okLabel}
          </Button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
