import {
  autoUpdate,
  FloatingFocusManager,
  FloatingPortal,
  flip,
  offset,
  type Placement,
  shift,
  size,
  useDismiss,
  useFloating,
  useInteractions,
} from '@floating-ui/react';
import { POPOVER_EDGE_DISTANCE } from '@rookery/core';
import type { ReactNode } from 'react';
import styles from './popover.module.css';

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
 * kept POPOVER_EDGE_DISTANCE from the viewport's edges by flipping, shifting and shrinking.
 */
export function FloatingPopover({
  anchor,
  onClose,
  label,
  placement = 'bottom-end',
  className,
  children,
}: PopoverProps) {
  const { refs, floatingStyles, context, isPositioned } = useFloating({
    open: true,
    onOpenChange: (open) => {
      if (!open) onClose();
    },
    elements: { reference: anchor },
    placement,
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(8),
      flip({ padding: POPOVER_EDGE_DISTANCE }),
      shift({ padding: POPOVER_EDGE_DISTANCE }),
      size({
        padding: POPOVER_EDGE_DISTANCE,
        apply({ availableWidth, availableHeight, elements }) {
          elements.floating.style.maxWidth = `${Math.max(0, availableWidth)}px`;
          elements.floating.style.maxHeight = `${Math.max(0, availableHeight)}px`;
        },
      }),
    ],
  });
  const { getFloatingProps } = useInteractions([useDismiss(context)]);

  return (
    <FloatingPortal>
      <FloatingFocusManager context={context} modal={false} initialFocus={refs.floating}>
        <div
          ref={refs.setFloating}
          role="dialog"
          aria-label={label}
          tabIndex={-1}
          className={`${styles.popover} ${className ?? ''}`}
          // Until Floating UI has computed a position, the popover would flash at the page's corner.
          style={{ ...floatingStyles, visibility: isPositioned ? 'visible' : 'hidden' }}
          {...getFloatingProps()}
        >
          {children}
        </div>
      </FloatingFocusManager>
    </FloatingPortal>
  );
}
