import { type CurrentUser, DEFAULT_FEATURE_FLAGS } from '@rookery/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useIsMobile } from '../../../ui/layout/use-media-query';
import { useSession } from '../../accounts/use-session';
import { useUserCounts } from '../api/counts';
import { messagingKeys } from '../api/keys';
import { fetchMessages, markRead, sendMessage } from '../api/messages';
import { createConversationModel } from '../conversation/conversation-model';
import { ConversationWindow } from '../conversation/conversation-window';
import { createModelRegistry } from '../conversation/model-registry';
import { desktopNotificationsOn } from '../notify/desktop-notification';
import { playSound } from '../notify/sounds';
import { useMessageNotifications } from '../notify/use-message-notifications';
import styles from './dock.module.css';
import { MinimizedStack } from './minimized-stack';
import { handleOpenConversation } from './open-conversation';
import { useLiveUpdates } from './use-live-updates';
import { useWindowLists, useWindowsStore } from './use-windows-store';
import { cycleWindows } from './window-focus';
import { windowKey } from './window-record';

/** A window's width and the gap between windows, and the room the dock's edge and stack take (dock.module.css). */
const WINDOW_SPAN_PX = 320 + 12;
const DOCK_EDGE_PX = 17 + 60;

/** One window, or with the flag as many as fit side by side. */
function maxOpenWindows(multiple: boolean): number {
  return multiple ? Math.max(1, Math.floor((window.innerWidth - DOCK_EDGE_PX) / WINDOW_SPAN_PX)) : 1;
}

/**
 * The conversation windows of the signed-in user (spec document 3 §2, §4): open windows side by side
 * at the bottom right (one at a time unless the flag allows several; on a phone one, the screen's
 * width) and the minimized stack beside them. It takes openConversation's requests, keeps the windows
 * in local storage, and brings new messages in as they are pushed (or polled).
 */
export function Dock({ user }: { user: CurrentUser }) {
  const queryClient = useQueryClient();
  const flags = useSession().data?.flags ?? DEFAULT_FEATURE_FLAGS;
  const isMobile = useIsMobile();
  const multiple = flags.multiple_conversation_windows && !isMobile;
  const store = useWindowsStore(user.name);
  const lists = useWindowLists(store);
  const counts = useUserCounts().data;
  const sounds = user.is_sounds_enabled;
  const soundsRef = useRef(sounds);
  soundsRef.current = sounds;

  const registry = useMemo(
    () =>
      createModelRegistry((record, key) =>
        createConversationModel({
          record,
          calls: { fetchMessages, sendMessage, markRead },
          onConversationId: (id) => store.setConversationId(key, id),
          onChanged: () => {
            void queryClient.invalidateQueries({ queryKey: messagingKeys.counts });
            void queryClient.invalidateQueries({ queryKey: messagingKeys.inboxes });
          },
          onSent: () => {
            if (soundsRef.current) playSound('send-sound');
          },
        }),
      ),
    [store, queryClient],
  );

  // The window a person just opened (from the inbox, a card, a link, the stack) takes the focus
  // once its compose box is ready, so they can type at once.
  const [focusKey, setFocusKey] = useState<string | null>(null);

  const multipleRef = useRef(multiple);
  multipleRef.current = multiple;
  useEffect(
    () =>
      handleOpenConversation((request) => {
        const key = store.open(request, maxOpenWindows(multipleRef.current));
        setFocusKey(key);
        const record = store.getState().open.find((r) => windowKey(r) === key);
        if (record && request.queued?.length) registry.get(record).send(request.queued);
      }),
    [store, registry],
  );

  // Windows closed here or in another tab take their models with them.
  useEffect(() => {
    registry.keepOnly(new Set([...lists.open, ...lists.minimized].map(windowKey)));
  }, [registry, lists]);

  useLiveUpdates({ store, registry, counts });
  useMessageNotifications({
    user,
    store,
    enabled: desktopNotificationsOn(flags.messaging_notifications, user),
    sounds,
  });

  const unreadOf = (participantUuid: string, id: string | null) =>
    (id && counts?.unread_messages[participantUuid]?.[id]) || 0;
  const showStack = lists.minimized.length > 0 && !(isMobile && lists.open.length > 0);

  if (lists.open.length === 0 && lists.minimized.length === 0) return null;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Tab between windows is the windows' own keys
    <div className={styles.dock} onKeyDown={(event) => cycleWindows(event.nativeEvent, event.currentTarget)}>
      <div className={styles.windows}>
        {lists.open.map((record) => {
          const key = windowKey(record);
          return (
            <ConversationWindow
              key={key}
              record={record}
              model={registry.get(record)}
              user={user}
              flags={flags}
              unread={unreadOf(record.participantUuid, record.id)}
              focusCompose={key === focusKey}
              onComposeFocused={() => setFocusKey(null)}
              onMinimize={() => store.minimize(key)}
              onClose={() => store.close(key)}
              onGone={(id) => (id ? store.removeConversation(id) : store.close(key))}
            />
          );
        })}
      </div>
      {showStack && (
        <MinimizedStack
          records={lists.minimized}
          unreadOf={unreadOf}
          statusIndicator={flags.status_indicator}
          onOpen={(key) => {
            store.unminimize(key, maxOpenWindows(multiple));
            setFocusKey(key);
          }}
          onClose={(key) => store.close(key)}
        />
      )}
    </div>
  );
}
