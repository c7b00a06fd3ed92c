import {
  FloatingFocusManager,
  FloatingOverlay,
  useDismiss,
  useFloating,
  useInteractions,
} from '@floating-ui/react';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../ui/button/button';
import { isApplePlatform } from '../../ui/shortcuts/platform';
import { FEED_SHORTCUTS } from './feed-shortcut-list';
import styles from './shortcut-sheet.module.css';

const ALT = isApplePlatform() ? 'Option' : 'Alt';

/**
 * The sheet `?` opens: the feed's shortcuts. Modal, focus kept inside; Escape, the Close button or
 * a click beside it closes it, and focus goes back where it was (the post j or k reached, say).
 */
export function ShortcutSheet({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  // Floating UI hands focus back only to tabbable elements; a post focused by j is not one.
  const [opener] = useState(() => document.activeElement as HTMLElement | null);
  useEffect(() => () => opener?.focus({ preventScroll: true }), [opener]);
  const { refs, context } = useFloating({
    open: true,
    onOpenChange: (open) => {
      if (!open) onClose();
    },
  });
  const { getFloatingProps } = useInteractions([useDismiss(context, { outsidePress: false })]);

  return (
    <FloatingOverlay
      lockScroll
      className={styles.backdrop}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <FloatingFocusManager context={context} initialFocus={refs.floating} returnFocus={false}>
        <div
          ref={refs.setFloating}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
          className={`surface fade-in-up ${styles.sheet}`}
          {...getFloatingProps()}
        >
          <h2 id={titleId} className={styles.title}>
            Keyboard shortcuts
          </h2>
          <dl className={styles.list}>
            {FEED_SHORTCUTS.map(({ keys, action }) => (
              <div key={action} className={styles.row}>
                <dt className={styles.keys}>
                  {keys.map((key, i) => (
                    <span key={key}>
                      {i > 0 && <span aria-hidden="true"> + </span>}
                      <kbd className={styles.key}>{key === 'Alt' ? ALT : key}</kbd>
                    </span>
                  ))}
                </dt>
                <dd className={styles.action}>{action}</dd>
              </div>
            ))}
          </dl>
          <Button variant="secondary" className={styles.close} onClick={onClose}>
            Close
          </Button>
        </div>
      </FloatingFocusManager>
    </FloatingOverlay>
  );
}
