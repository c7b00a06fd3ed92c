import {
  FloatingFocusManager,
  FloatingOverlay,
  useDismiss,
  useFloating,
  useInteractions,
} from '@floating-ui/react';
import type { ReactNode, RefObject } from 'react';
import { CloseIcon } from '../icons/icons';
import styles from './glass-modal.module.css';

interface GlassModalProps {
  /** The id of the heading that names the dialog. */
  titleId: string;
  /** What the header shows before the Close button. */
  header: ReactNode;
  onClose: () => void;
  /** What takes the focus first: an element, or the index of a tabbable (0 is Close). */
  initialFocus?: RefObject<HTMLElement | null> | number;
  /** data-* attributes the tests and styles find the dialog by. */
  data?: Record<`data-${string}`, string>;
  children: ReactNode;
}

/**
 * A modal white card on the navy glass over the page: focus kept inside, Escape closes, a click on
 * the glass does not (a half-written form is not lost to a stray click).
 */
export function GlassModal({ titleId, header, onClose, initialFocus, data, children }: GlassModalProps) {
  const { refs, context } = useFloating({ open: true, onOpenChange: (open) => !open && onClose() });
  const { getFloatingProps } = useInteractions([useDismiss(context, { outsidePress: false })]);
  return (
    <FloatingOverlay lockScroll className={styles.glass}>
      <FloatingFocusManager context={context} {...(initialFocus !== undefined ? { initialFocus } : {})}>
        <div
          ref={refs.setFloating}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          className={`${styles.card} fade-in-up`}
          {...data}
          {...getFloatingProps()}
        >
          <header className={styles.header}>
            {header}
            <button type="button" className={styles.close} onClick={onClose} aria-label="Close">
              <CloseIcon />
            </button>
          </header>
          {children}
        </div>
      </FloatingFocusManager>
    </FloatingOverlay>
  );
}
