/**
 * Where the editor's floating toolbars open: under the selection or link (format-menu, link-bubble),
 * shifted along to stay 8 px inside the screen.
 */
export const BUBBLE_PLACEMENT = { placement: 'bottom', flip: true, shift: { padding: 8 } } as const;
