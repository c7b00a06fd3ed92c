import type { ReactNode } from 'react';

/**
 * The icons of the action menus and the notes panel. They draw their own 24 px line icon rather
 * than import ui/icons: a lazy chunk sharing that module with the first paint would split it into a
 * chunk of its own, which costs the first paint more than these few lines cost here.
 */
function Glyph({ children, size = 20 }: { children: ReactNode; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const PencilIcon = () => (
  <Glyph>
    <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z" />
  </Glyph>
);

export const FastReblogIcon = () => (
  <Glyph>
    <path d="M17 2l3 3-3 3M4 11V9a4 4 0 0 1 4-4h12M7 22l-3-3 3-3M20 13v2a4 4 0 0 1-4 4H4" />
  </Glyph>
);

/** Three lines and a clock: posts waiting their turn. */
export const QueueIcon = () => (
  <Glyph>
    <path d="M4 6h10M4 12h7M4 18h7" />
    <circle cx="17" cy="16" r="4" />
    <path d="M17 14.5V16l1 1" />
  </Glyph>
);

export const PublishIcon = () => (
  <Glyph>
    <path d="M22 2 11 13M22 2l-7 20-4-9-9-4z" />
  </Glyph>
);

export const PromoteIcon = () => (
  <Glyph>
    <path d="M12 19V5M5 12l7-7 7 7" />
  </Glyph>
);

export const TrashIcon = () => (
  <Glyph>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
  </Glyph>
);

export const CheckIcon = () => (
  <Glyph size={16}>
    <path d="M20 6 9 17l-5-5" />
  </Glyph>
);

export const CloseIcon = () => (
  <Glyph>
    <path d="M18 6 6 18M6 6l12 12" />
  </Glyph>
);

export const FlagIcon = () => (
  <Glyph>
    <path d="M5 21V4h11l-1.5 4L16 12H5" />
  </Glyph>
);

export const BlockIcon = () => (
  <Glyph>
    <circle cx="12" cy="12" r="9" />
    <path d="m5.6 5.6 12.8 12.8" />
  </Glyph>
);
