import {
  FloatingFocusManager,
  FloatingOverlay,
  useDismiss,
  useFloating,
  useInteractions,
} from '@floating-ui/react';
import type { CSSProperties, ReactNode } from 'react';
import type { PostFormPhase } from './lifecycle';
import styles from './post-form.module.css';
import { formAnimationMs } from './use-post-form-lifecycle';

interface PostFormModalProps {
  phase: PostFormPhase;
  /** The dialog's accessible name ("New text post", "Edit post", "Reblog post"). */
  label: string;
  /** Escape asks to dismiss; the form decides whether it may. */
  onDismiss: () => void;
  children: ReactNode;
}

/**
 * The post form as a modal (spec document 1 §2): a glass overlay over the page, the white form
 * card on it, focus kept inside. Drawn in place rather than in a portal, so the dialog queue's
 * confirms can make the whole app (this form included) inert while they ask.
 */
export function PostFormModal({ phase, label, onDismiss, children }: PostFormModalProps) {
  const { refs, context } = useFloating({
    open: true,
    onOpenChange: (open) => {
      if (!open) onDismiss();
    },
  });
  const { getFloatingProps } = useInteractions([useDismiss(context, { outsidePress: false })]);
  const timing = { '--form-animation': `${formAnimationMs()}ms` } as CSSProperties;

  return (
    <FloatingOverlay lockScroll className={styles.glass} data-phase={phase} style={timing}>
      <FloatingFocusManager context={context} initialFocus={refs.floating}>
        <div
          ref={refs.setFloating}
          role="dialog"
          aria-modal="true"
          aria-label={label}
          tabIndex={-1}
          className={styles.card}
          {...getFloatingProps()}
        >
          {children}
        </div>
      </FloatingFocusManager>
    </FloatingOverlay>
  );
}
