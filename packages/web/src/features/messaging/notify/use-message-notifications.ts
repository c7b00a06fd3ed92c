import { type CurrentUser, inboxPreview, messagingTexts, type PushEvent } from '@rookery/core';
import { fetchMessages } from '../api/messages';
import { usePushEvents } from '../push';
import { openConversation } from '../windows/open-conversation';
import { windowFor } from '../windows/use-live-updates';
import { windowParticipant } from '../windows/window-record';
import type { WindowsStore } from '../windows/windows-store';
import { shouldNotify, showDesktopNotification, type WindowState } from './desktop-notification';
import { playSound } from './sounds';

interface NotificationsOptions {
  user: CurrentUser;
  store: WindowsStore;
  /** The messaging_notifications flag (spec §6: only if enabled by server data). */
  enabled: boolean;
  /** The user's is_sounds_enabled. */
  sounds: boolean;
}

/**
 * New messages from other blogs, told outside the windows (spec §4 Notifications and sounds): a
 * desktop notification 'New message for {blog}' when the page is not focused or the window is
 * minimized, with the notification sound; a message into an open window plays the receive sound.
 */
export function useMessageNotifications({ user, store, enabled, sounds }: NotificationsOptions): void {
  usePushEvents((event: PushEvent) => {
    if (event.type !== 'message') return;
    if (user.channels.some((c) => c.uuid === event.from)) return;
    const blog = user.channels.find((c) => c.uuid === event.participant);
    if (!blog) return;
    const found = windowFor(store.getState(), event.conversation_id, event.participant, event.from);
    const window: WindowState = found ? (found.minimized ? 'minimized' : 'open') : 'none';
    const pageFocused = document.hasFocus();

    if (!shouldNotify({ enabled, pageFocused, window, unread: 1 })) {
      if (sounds) playSound(window === 'open' && pageFocused ? 'receive-sound' : 'notification-sound');
      return;
    }
    void notify(event, blog.name, sounds);
  });
}

async function notify(event: Extract<PushEvent, { type: 'message' }>, blogName: string, sounds: boolean) {
  let answer: Awaited<ReturnType<typeof fetchMessages>>;
  try {
    answer = await fetchMessages(
      { participant: event.participant, conversationId: event.conversation_id, participants: [] },
      { limit: 1 },
    );
  } catch {
    return;
  }
  // Read in the meantime (another tab, the open window): nothing to tell.
  if (answer.unread_messages_count <= 0) return;
  const others = answer.participants.filter((p) => p.uuid !== answer.participant_uuid);
  const sender = others.find((p) => p.uuid === event.from) ?? others[0];
  const message = answer.messages.data.at(-1) ?? null;
  const shown = await showDesktopNotification({
    title: messagingTexts.notificationTitle(blogName),
    body: sender ? `${sender.name}: ${inboxPreview(message)}` : inboxPreview(message),
    icon: sender?.avatar_url,
    tag: `conversation-${event.conversation_id}`,
    onClick: () =>
      openConversation({
        participantUuid: event.participant,
        participants: others.map(windowParticipant),
        conversationId: event.conversation_id,
        context: 'notification',
      }),
  });
  if (shown && sounds) playSound('notification-sound');
}
