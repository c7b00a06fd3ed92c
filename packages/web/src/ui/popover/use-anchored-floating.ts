import { autoUpdate, flip, offset, type Placement, shift, size, useFloating } from '@floating-ui/react';
import { POPOVER_EDGE_DISTANCE } from '@rookery/core';

/**
 * A floating element open beside its anchor, kept POPOVER_EDGE_DISTANCE from the viewport's edges
 * by flipping, shifting and shrinking (spec document 1 §9); closing is the caller's `onClose`.
 */
export function useAnchoredFloating(anchor: HTMLElement | null, placement: Placement, onClose: () => void) {
  return useFloating({
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
}
