import { type PushEvent, pollLimit, type UserCountsResponse } from '@rookery/core';
import type { ModelRegistry } from '../conversation/model-registry';
import { usePushEvents } from '../push';
import type { WindowLists } from './persistence';
import type { WindowRecord } from './window-record';
import type { WindowsStore } from './windows-store';

/** The window a pushed event is about: by conversation id, or a new conversation by its blogs. */
export function windowFor(
  lists: WindowLists,
  conversationId: string,
  participant: string,
  from?: string,
): { record: WindowRecord; minimized: boolean } | null {
  const matches = (r: WindowRecord) =>
    r.participantUuid === participant &&
    (r.id === conversationId || (r.id === null && !!from && r.participants.some((p) => p.uuid === from)));
  const open = lists.open.find(matches);
  if (open) return { record: open, minimized: false };
  const minimized = lists.minimized.find(matches);
  return minimized ? { record: minimized, minimized: true } : null;
}

interface LiveUpdatesOptions {
  store: WindowsStore;
  registry: ModelRegistry;
  counts: UserCountsResponse | undefined;
}

/**
 * Pushed changes reach the windows (spec §4 "Unread"): a new message in an open window is fetched
 * at once (the window scrolls down or shows the pill); a minimized one shows it on its badge and
 * fetches when restored. A conversation deleted or flagged elsewhere loses its window; one that
 * changed (a block) reads its fields again.
 */
export function useLiveUpdates({ store, registry, counts }: LiveUpdatesOptions): void {
  usePushEvents((event: PushEvent) => {
    if (event.type !== 'message' && event.type !== 'conversation') return;
    const found = windowFor(
      store.getState(),
      event.conversation_id,
      event.participant,
      event.type === 'message' ? event.from : undefined,
    );
    if (!found) return;
    if (event.type === 'conversation') {
      if (event.change === 'deleted') store.removeConversation(event.conversation_id);
      else void registry.get(found.record).refresh();
      return;
    }
    if (found.minimized) return;
    const model = registry.get(found.record);
    // This tab sent it: the answer to the send already brought it.
    if (model.getState().messages.some((m) => m.ts === event.ts)) return;
    const unread = counts?.unread_messages[event.participant]?.[event.conversation_id] ?? 1;
    void model.loadNewer(pollLimit(unread)).catch(() => {});
  });
}
