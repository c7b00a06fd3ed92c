import { NOTIFICATION_TIMEOUT_MS } from '@rookery/core';

export type WindowState = 'open' | 'minimized' | 'none';

/** The site's messaging_notifications flag (spec §6), then the user's own choice (settings → notifications). */
export const desktopNotificationsOn = (
  siteFlag: boolean,
  user: { desktop_notifications: boolean },
): boolean => siteFlag && user.desktop_notifications;

/**
 * Spec §4 Notifications: a desktop notification shows when notifications are on (server data), the
 * conversation has unread messages, and the page is not focused or the conversation's window is
 * minimized.
 */
export function shouldNotify(options: {
  enabled: boolean;
  pageFocused: boolean;
  window: WindowState;
  unread: number;
}): boolean {
  if (!options.enabled || options.unread <= 0) return false;
  return !options.pageFocused || options.window === 'minimized';
}

export interface MessageNotification {
  title: string;
  body: string;
  icon?: string;
  /** One notification per conversation: a newer message replaces the one before. */
  tag: string;
  onClick: () => void;
}

/**
 * Shows a desktop notification, asking for permission first when the user has not decided yet (the
 * answer is logged). It closes after 5 s; a click focuses the page and runs `onClick`. Answers
 * whether it showed.
 */
export async function showDesktopNotification(notification: MessageNotification): Promise<boolean> {
  if (typeof Notification !== 'function') return false;
  let permission = Notification.permission;
  if (permission === 'default') {
    try {
      permission = await Notification.requestPermission();
    } catch {
      return false;
    }
    console.info(`[messaging] notification_permission_${permission}`);
  }
  if (permission !== 'granted') return false;
  const shown = new Notification(notification.title, {
    body: notification.body,
    icon: notification.icon,
    tag: notification.tag,
  });
  const timer = window.setTimeout(() => shown.close(), NOTIFICATION_TIMEOUT_MS);
  shown.onclick = () => {
    window.clearTimeout(timer);
    window.focus();
    notification.onClick();
    shown.close();
  };
  return true;
}
