import type { ReactNode } from 'react';

/** Small line icons the composer's controls use; decorative, the control carries the name. */
function Small({ children }: { children: ReactNode }) {
  return (
    <svg
      width={16}
      height={16}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.25"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const ArrowUpIcon = () => (
  <Small>
    <path d="M12 19V5M5 12l7-7 7 7" />
  </Small>
);

export const ArrowDownIcon = () => (
  <Small>
    <path d="M12 5v14M19 12l-7 7-7-7" />
  </Small>
);

export const TrashIcon = () => (
  <Small>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
  </Small>
);

export const ChevronDownIcon = () => (
  <Small>
    <path d="m6 9 6 6 6-6" />
  </Small>
);
