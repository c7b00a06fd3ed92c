import { Icon } from '../../ui/icons/icons';

/** The footer's action icons (the reblog arrows and the pencil are in post-icons.tsx, the heart in likes). */

export const ReplyIcon = () => (
  <Icon size={20}>
    <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.6A8 8 0 1 1 21 12z" />
  </Icon>
);

export const MoreIcon = () => (
  <Icon size={20} strokeWidth={3}>
    <path d="M5 12h.01M12 12h.01M19 12h.01" />
  </Icon>
);

export const ChevronIcon = () => (
  <Icon size={14} strokeWidth={2.5}>
    <path d="m6 9 6 6 6-6" />
  </Icon>
);
