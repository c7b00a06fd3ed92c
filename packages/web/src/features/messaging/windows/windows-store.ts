import type { OpenConversationRequest } from './open-conversation';
import { EMPTY_LISTS, type WindowLists, type WindowsPersistence } from './persistence';
import { type WindowRecord, windowKey, windowParticipant } from './window-record';

export interface WindowsStoreOptions {
  persistence: WindowsPersistence;
  now?: () => number;
}

/**
 * The conversation windows of the page (spec document 3 §4): open ones and minimized ones. Opening
 * one minimizes the others unless several may be open; minimizing moves a window to the front of
 * the minimized stack, unminimizing moves it back, closing removes it. Every change is persisted
 * (debounced) and changes made in other tabs replace the lists here.
 */
export function createWindowsStore({ persistence, now = Date.now }: WindowsStoreOptions) {
  let lists: WindowLists = persistence.read();
  const listeners = new Set<() => void>();

  const notify = () => {
    for (const listener of listeners) listener();
  };

  function set(next: WindowLists): void {
    lists = next;
    persistence.write(next);
    notify();
  }

  const without = (list: WindowRecord[], key: string) => list.filter((r) => windowKey(r) !== key);
  const find = (key: string) => [...lists.open, ...lists.minimized].find((r) => windowKey(r) === key);

  /**
   * `record` open, and as many of the others as fit (`maxOpen`: 1 unless several windows may be
   * open); the longest open ones go to the front of the minimized stack.
   */
  function show(record: WindowRecord, maxOpen: number): void {
    const key = windowKey(record);
    const others = without(lists.open, key);
    const keep = Math.max(0, Math.floor(maxOpen) - 1);
    const stay = keep > 0 ? others.slice(-keep) : [];
    const leave = others.slice(0, others.length - stay.length);
    set({ open: [...stay, record], minimized: [...leave.reverse(), ...without(lists.minimized, key)] });
  }

  function onStorage(event: StorageEvent): void {
    if (!persistence.isOwnKey(event.key)) return;
    persistence.cancel();
    lists = persistence.read();
    notify();
  }

  return {
    getState: (): WindowLists => lists,

    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Opens (or brings back) the window of a conversation, at most `maxOpen` open; answers its key. */
    open(
      request: Pick<OpenConversationRequest, 'participantUuid' | 'participants' | 'conversationId'>,
      maxOpen: number,
    ): string {
      const key = windowKey(request);
      const known = find(key);
      const record: WindowRecord = {
        id: request.conversationId ?? known?.id ?? null,
        participantUuid: request.participantUuid,
        participants: request.participants.map(windowParticipant),
        lastOpenedDateTs: now(),
      };
      show(record, maxOpen);
      return key;
    },

    minimize(key: string): void {
      const record = lists.open.find((r) => windowKey(r) === key);
      if (!record) return;
      set({ open: without(lists.open, key), minimized: [record, ...without(lists.minimized, key)] });
    },

    unminimize(key: string, maxOpen: number): void {
      const record = lists.minimized.find((r) => windowKey(r) === key);
      if (record) show({ ...record, lastOpenedDateTs: now() }, maxOpen);
    },

    close(key: string): void {
      if (!find(key)) return;
      set({ open: without(lists.open, key), minimized: without(lists.minimized, key) });
    },

    /** A new conversation got its id with its first message. */
    setConversationId(key: string, id: string): void {
      const update = (list: WindowRecord[]) => list.map((r) => (windowKey(r) === key ? { ...r, id } : r));
      if (find(key)?.id === id) return;
      set({ open: update(lists.open), minimized: update(lists.minimized) });
    },

    /** Spam-marking or deleting a conversation removes its window (spec §4). */
    removeConversation(id: string): void {
      const keep = (list: WindowRecord[]) => list.filter((r) => r.id !== id);
      if (![...lists.open, ...lists.minimized].some((r) => r.id === id)) return;
      set({ open: keep(lists.open), minimized: keep(lists.minimized) });
    },

    /** Every window closed (the user signed out). */
    clear(): void {
      set(EMPTY_LISTS);
    },

    /** Follows the changes other tabs make (the `storage` event of `target`, the window); answers the stop. */
    listen(target: Pick<Window, 'addEventListener' | 'removeEventListener'>): () => void {
      target.addEventListener('storage', onStorage as EventListener);
      return () => target.removeEventListener('storage', onStorage as EventListener);
    },

    /** Writes a waiting change now (the page is going away). */
    flush(): void {
      persistence.flush();
    },

    dispose(): void {
      persistence.flush();
      listeners.clear();
    },
  };
}

export type WindowsStore = ReturnType<typeof createWindowsStore>;
