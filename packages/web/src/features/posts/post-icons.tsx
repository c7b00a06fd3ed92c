import { Icon } from '../../ui/icons/icons';

/** The reblog arrows, beside a reblog's source and on the Reblog action. */
export const ReblogIcon = ({ size = 16 }: { size?: number }) => (
  <Icon size={size} strokeWidth={2.2}>
    <path d="M17 2l3 3-3 3" />
    <path d="M4 11V9a4 4 0 0 1 4-4h12" />
    <path d="M7 22l-3-3 3-3" />
    <path d="M20 13v2a4 4 0 0 1-4 4H4" />
  </Icon>
);

export const EditIcon = ({ size = 18 }: { size?: number }) => (
  <Icon size={size}>
    <path d="M12 20h9" />
    <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z" />
  </Icon>
);
