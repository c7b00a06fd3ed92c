import { Icon } from '../../ui/icons/icons';

export const FollowingIcon = () => (
  <Icon>
    <circle cx="9" cy="8" r="4" />
    <path d="M2 21v-1a6 6 0 0 1 6-6h2a6 6 0 0 1 6 6v1M16 11l2 2 4-4" />
  </Icon>
);
