import { Icon } from '../../ui/icons/icons';

export const ArrowUpIcon = () => (
  <Icon size={18}>
    <path d="M12 19V5M5 12l7-7 7 7" />
  </Icon>
);

export const ArrowDownIcon = () => (
  <Icon size={18}>
    <path d="M12 5v14M19 12l-7 7-7-7" />
  </Icon>
);
