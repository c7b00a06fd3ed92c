/** Where the editor's floating toolbars open: under the selection or link (format-menu, link-bubble). */
export const BUBBLE_PLACEMENT = { placement: 'bottom', flip: true } as const;
