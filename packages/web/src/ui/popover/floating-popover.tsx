import {
  FloatingFocusManager,
  FloatingPortal,
  type Placement,
  useDismiss,
  useInteractions,
} from '@floating-ui/react';
import type { ReactNode } from 'react';
import styles from './popover.module.css';
import { trapTab } from './trap-tab';
import { useAnchoredFloating } from './use-anchored-floating';

export interface PopoverProps {
  /** The control that opened it; clicks on it are not "outside" (it toggles instead). */
  anchor: HTMLElement | null;
  onClose: () => void;
  /** The popover's accessible name. */
  label: string;
  placement?: Placement;
  className?: string;
  children: ReactNode;
}

/**
 * The popover base (spec document 1 §2): open while rendered, closed by Escape or a click outside,
 * kept POPOVER_EDGE_DISTANCE from the viewport's edges by flipping, shifting and shrinking. Focus
 * stays inside while it is open and goes back to the anchor when it closes (issue 15).
 */
export function FloatingPopover({
  anchor,
  onClose,
  label,
  placement = 'bottom-end',
  className,
  children,
}: PopoverProps) {
  const { refs, floatingStyles, context, isPositioned } = useAnchoredFloating(anchor, placement, onClose);
  const { getFloatingProps } = useInteractions([useDismiss(context)]);

  return (
    <FloatingPortal>
      {/* Tab cycles inside while it is open (trapTab); closing hands focus back to the anchor. */}
      <FloatingFocusManager
        context={context}
        modal={false}
        closeOnFocusOut={false}
        initialFocus={refs.floating}
      >
        <div
          ref={refs.setFloating}
          role="dialog"
          aria-label={label}
          tabIndex={-1}
          className={`${styles.popover} ${className ?? ''}`}
          // Until Floating UI has computed a position, the popover would flash at the page's corner.
          style={{ ...floatingStyles, visibility: isPositioned ? 'visible' : 'hidden' }}
          {...getFloatingProps({ onKeyDown: trapTab })}
        >
          {children}
        </div>
      </FloatingFocusManager>
    </FloatingPortal>
  );
}
