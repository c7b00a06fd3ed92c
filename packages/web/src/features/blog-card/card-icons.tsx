import { Icon } from '../../ui/icons/icons';

/** The messaging icon of the card (spec document 2 §2): a speech bubble. */
export const MessagingIcon = () => (
  <Icon size={20}>
    <path d="M21 12a8 8 0 0 1-11.6 7.1L4 21l1.9-5.4A8 8 0 1 1 21 12z" />
  </Icon>
);

/** The info popover's button: three dots. */
export const MoreIcon = () => (
  <Icon size={20} strokeWidth={2.6}>
    <path d="M5 12h.01M12 12h.01M19 12h.01" />
  </Icon>
);
