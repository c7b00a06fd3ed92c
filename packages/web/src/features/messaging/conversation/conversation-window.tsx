import {
  type CurrentUser,
  type FeatureFlags,
  messagingTexts,
  ONLINE_WITHIN_S,
  type Participant,
  pollLimit,
  statusBannerText,
} from '@rookery/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useMemo, useSyncExternalStore } from 'react';
import { Loader } from '../../../ui/loader/loader';
import { mayReportSender, openReportDialog } from '../../reports/report-request';
import { useConversationPolling } from '../polling';
import type { WindowParticipant } from '../windows/open-conversation';
import type { WindowRecord } from '../windows/window-record';
import { Compose } from './compose';
import type { ConversationModel } from './conversation-model';
import styles from './conversation-window.module.css';
import { type ListBlog, MessageList } from './message-list';
import { CantSendNotice, FetchError, SpamNotice } from './notices';
import { reportTargetOf } from './report-target';
import { useConversationActions } from './use-conversation-actions';
import { WindowHeader } from './window-header';

interface ConversationWindowProps {
  record: WindowRecord;
  model: ConversationModel;
  user: CurrentUser;
  flags: FeatureFlags;
  /** Unread messages of this conversation, by the counts. */
  unread: number;
  /** Move the focus into the compose box once it is ready (the window was just opened). */
  focusCompose: boolean;
  onComposeFocused: () => void;
  onMinimize: () => void;
  onClose: () => void;
  /** The conversation is gone for this blog (deleted, marked as spam). */
  onGone: (conversationId: string | null) => void;
}

/**
 * An open conversation window (spec §2, §4): header, status banner, spam notice, messages with the
 * unread pill, and the compose box or the can't-send notice. It fetches on first show; shown again
 * (restored from the stack) it fetches what came meanwhile.
 */
export function ConversationWindow({
  record,
  model,
  user,
  flags,
  unread,
  focusCompose,
  onComposeFocused,
  onMinimize,
  onClose,
  onGone,
}: ConversationWindowProps) {
  const state = useSyncExternalStore(model.subscribe, model.getState);
  const queryClient = useQueryClient();
  const titleId = useId();
  const me = record.participantUuid;
  const conversation = state.conversation;
  const others: (WindowParticipant & Partial<Participant>)[] =
    conversation?.participants.filter((p) => p.uuid !== me) ?? record.participants;
  const other = others[0];
  const ownUuids = new Set(user.channels.map((c) => c.uuid));
  const myBlog = user.channels.find((c) => c.uuid === me);

  // Spec §4: the first show fetches; a restore fetches the unread that came while minimized.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per show of the window
  useEffect(() => {
    if (model.getState().status === 'ready') void model.loadNewer(pollLimit(unread)).catch(() => {});
    else model.ensureLoaded();
  }, [model]);

  const polling = useConversationPolling({
    enabled: user.is_verified_email && state.status === 'ready' && !!model.conversationId(),
    poll: async () => (await model.loadNewer(pollLimit(unread))).length > 0,
  });

  const onSeeNewest = useCallback(() => {
    if (document.visibilityState === 'visible') void model.markRead();
  }, [model]);

  const actions = useConversationActions({ model, queryClient, myBlogName: myBlog?.name ?? '', onGone });

  const blogs = useMemo(() => {
    const map = new Map<string, ListBlog>();
    for (const p of conversation?.participants ?? record.participants) {
      map.set(p.uuid, {
        name: p.name,
        avatarShape: p.theme.avatar_shape,
        followed: 'is_following_blog' in p ? !!p.is_following_blog : false,
      });
    }
    return map;
  }, [conversation, record.participants]);

  const seconds = other?.seconds_since_last_activity ?? -1;
  const banner = flags.status_indicator ? statusBannerText(seconds) : null;
  const online = flags.status_indicator && seconds >= 0 && seconds < ONLINE_WITHIN_S;
  const names = others.map((p) => p.name).join(', ');
  const busy = state.status === 'loading' || state.status === 'idle';
  const canSend = conversation?.can_send ?? true;

  return (
    <section
      className={styles.window}
      aria-labelledby={titleId}
      data-conversation-window={record.id ?? 'new'}
    >
      <WindowHeader
        titleId={titleId}
        others={others}
        blockable={others.filter((p) => !ownUuids.has(p.uuid) && mayReportSender(p.name, []))}
        online={online}
        onDelete={() => void actions.deleteConversation()}
        onBlock={(name) => void actions.block(name)}
        onReport={(p) => openReportDialog(reportTargetOf(p, state.messages))}
        onMinimize={onMinimize}
        onClose={onClose}
      />
      {banner && (
        <p className={styles.banner} role="status">
          {banner}
        </p>
      )}
      {conversation?.is_possible_spam && state.status === 'ready' && (
        <SpamNotice onMarkSpam={() => void actions.markSpam(other?.name ?? names)} />
      )}
      <div className={styles.body}>
        {state.status === 'error' && state.error ? (
          <FetchError
            text={state.error.text}
            onRetry={state.error.retryable ? () => void model.load() : null}
          />
        ) : busy ? (
          <Loader label={`Loading the conversation with ${names}`} tone="dark" />
        ) : (
          <MessageList
            messages={state.messages}
            outgoing={state.outgoing}
            me={me}
            blogs={blogs}
            blurImages={conversation?.is_blurred_images ?? false}
            hasOlder={state.older !== null}
            loadingOlder={state.loadingOlder}
            onLoadOlder={() => void model.loadOlder()}
            onSeeNewest={onSeeNewest}
            onReveal={() => void actions.unblur()}
            onRetry={(clientTs) => void model.retry(clientTs)}
            onDismiss={(clientTs) => void model.dismiss(clientTs)}
            showNames={others.length > 1}
          >
            {state.messages.length === 0 && state.outgoing.length === 0 && other && (
              <p className={styles.empty}>Say hello to {names}.</p>
            )}
          </MessageList>
        )}
      </div>
      {canSend ? (
        <Compose
          disabled={state.status !== 'ready'}
          recipientName={names}
          onSend={(messages) => {
            model.send(messages);
            polling.reset();
          }}
          onCloseWindow={onClose}
          onTyping={polling.onTyping}
          takeFocus={focusCompose}
          onFocused={onComposeFocused}
        />
      ) : (
        <CantSendNotice reason={conversation?.cant_send_reason ?? messagingTexts.cantReceive} />
      )}
    </section>
  );
}
