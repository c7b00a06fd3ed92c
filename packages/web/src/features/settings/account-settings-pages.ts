/**
 * The account's settings pages, one chunk for all of them (app/router.tsx): whoever opens one
 * usually goes on to the next, and the router then names this chunk once instead of six times.
 */
export { AccountSettingsPage } from '../accounts/account-settings-page';
export { PasswordSettingsPage } from '../accounts/password-settings-page';
export { AppsPage } from '../accounts/sessions/apps-page';
export { TwoFactorPage } from '../accounts/two-factor/two-factor-page';
export { NotificationsPage } from './notifications-page';
export { DashboardSettingsPage } from './settings-dashboard-page';
