import { Icon } from '../../ui/icons/icons';

/**
 * The list buttons' pictures. They were the characters "1." and "•", which read as text: a button
 * whose visible text is not in its name fails WCAG 2.5.3 (label in name), as axe-core 4.14 reports.
 */
export const OrderedListIcon = () => (
  <Icon size={18}>
    <path d="M10 6h10M10 12h10M10 18h10M4 4.5 5.5 4v4M4 11h2v1.5L4 14h2M4 16.5h2l-1 1.5a1 1 0 1 1-1 1" />
  </Icon>
);

export const BulletedListIcon = () => (
  <Icon size={18}>
    <path d="M10 6h10M10 12h10M10 18h10" />
    <circle cx="5" cy="6" r="1" />
    <circle cx="5" cy="12" r="1" />
    <circle cx="5" cy="18" r="1" />
  </Icon>
);
