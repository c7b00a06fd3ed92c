import { useCallback, useState } from 'react';

/** Open state plus the anchor element of a button that toggles a popover. */
export function usePopoverAnchor() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  const toggle = useCallback(() => setOpen((o) => !o), []);
  const close = useCallback(() => setOpen(false), []);
  return {
    open,
    toggle,
    close,
    anchor,
    anchorProps: {
      ref: setAnchor,
      'aria-expanded': open,
      'aria-haspopup': 'dialog' as const,
      onClick: toggle,
    },
  };
}
