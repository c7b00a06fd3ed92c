/**
 * The account's settings pages (spec document 3 §2), in the order the settings list and the mobile
 * drawer's settings subnav show them.
 */
export const ACCOUNT_SETTINGS_PAGES = [
  { to: '/settings/account', label: 'Account' },
  { to: '/settings/password', label: 'Password' },
  { to: '/settings/tfa', label: 'Two-factor sign-in' },
  { to: '/settings/apps', label: 'Apps and devices' },
  { to: '/settings/notifications', label: 'Notifications' },
  { to: '/settings/dashboard', label: 'Dashboard' },
] as const;
