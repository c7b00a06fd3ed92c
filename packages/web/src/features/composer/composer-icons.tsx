import type { ReactNode } from 'react';
import { Icon } from '../../ui/icons/icons';

/** Small line icons the composer's controls use; decorative, the control carries the name. */
function Small({ children }: { children: ReactNode }) {
  return (
    <Icon size={16} strokeWidth={2.25}>
      {children}
    </Icon>
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
