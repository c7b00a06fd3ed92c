// @vitest-environment jsdom
import { DEFAULT_THEME, WINDOWS_WRITE_DEBOUNCE_MS, windowsStorageKey } from '@rookery/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WindowParticipant } from './open-conversation';
import { createWindowsPersistence } from './persistence';
import { windowKey } from './window-record';
import { createWindowsStore } from './windows-store';

const ME = 'uuid-me';
const blog = (name: string): WindowParticipant => ({
  uuid: `uuid-${name}`,
  name,
  url: `http://localhost/${name}`,
  avatar_url: `/avatar/${name}/64`,
  theme: {
    background_color: DEFAULT_THEME.background_color,
    title_color: DEFAULT_THEME.title_color,
    link_color: DEFAULT_THEME.link_color,
    avatar_shape: 'circle',
    header_image: null,
    header_image_focused: null,
    show_header_image: true,
    show_description: true,
  },
});
const request = (name: string, conversationId?: string) => ({
  participantUuid: ME,
  participants: [{ ...blog(name), title: 'not persisted', is_adult: false } as WindowParticipant],
  conversationId,
});
const keyOf = (name: string) => windowKey(request(name));
const names = (list: { participants: WindowParticipant[] }[]) => list.map((r) => r.participants[0]?.name);

/**
 * Browser tabs of one origin: one storage between them, and a write in one tab fires `storage` in
 * every other tab (never in the writing one), as browsers do.
 */
function createTabs() {
  const data = new Map<string, string>();
  const tabs: EventTarget[] = [];
  function storageFor(self: EventTarget): Storage {
    const change = (key: string, oldValue: string | null, newValue: string | null) => {
      for (const tab of tabs) {
        if (tab !== self) tab.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue }));
      }
    };
    return {
      get length() {
        return data.size;
      },
      key: (i: number) => [...data.keys()][i] ?? null,
      getItem: (key: string) => data.get(key) ?? null,
      setItem(key: string, value: string) {
        const old = data.get(key) ?? null;
        data.set(key, value);
        change(key, old, value);
      },
      removeItem(key: string) {
        const old = data.get(key) ?? null;
        data.delete(key);
        if (old !== null) change(key, old, null);
      },
      clear() {
        data.clear();
        change(null as unknown as string, null, null);
      },
    };
  }
  return {
    data,
    open(userName = 'ada', report = vi.fn()) {
      const events = new EventTarget();
      tabs.push(events);
      const storage = storageFor(events);
      const store = createWindowsStore({ persistence: createWindowsPersistence(storage, userName, report) });
      store.listen(events as unknown as Window);
      return { store, storage, report };
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-05-01T12:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('windows store', () => {
  it('opening one minimizes the others unless several may be open, then as many as fit', () => {
    const { store } = createTabs().open();
    store.open(request('bob'), 1);
    store.open(request('cy'), 1);
    store.open(request('dee'), 1);
    expect(names(store.getState().open)).toEqual(['dee']);
    expect(names(store.getState().minimized)).toEqual(['cy', 'bob']);

    store.open(request('eve'), 2);
    expect(names(store.getState().open)).toEqual(['dee', 'eve']);
    store.unminimize(keyOf('bob'), 2);
    expect(names(store.getState().open)).toEqual(['eve', 'bob']);
    expect(names(store.getState().minimized)).toEqual(['dee', 'cy']);
  });

  it('minimizes, unminimizes and closes; opening a known window brings it back once', () => {
    const { store } = createTabs().open();
    store.open(request('bob'), 1);
    store.minimize(keyOf('bob'));
    expect(store.getState()).toMatchObject({ open: [] });
    expect(names(store.getState().minimized)).toEqual(['bob']);

    store.open(request('cy'), 1);
    store.unminimize(keyOf('bob'), 1);
    expect(names(store.getState().open)).toEqual(['bob']);
    expect(names(store.getState().minimized)).toEqual(['cy']);

    store.open(request('cy'), 1);
    expect(names(store.getState().open)).toEqual(['cy']);
    expect(names(store.getState().minimized)).toEqual(['bob']);

    store.close(keyOf('bob'));
    expect(store.getState().minimized).toEqual([]);
  });

  it('keeps a new conversation’s window when it gets its id, and removes it with its conversation', () => {
    const { store } = createTabs().open();
    store.open(request('bob'), 1);
    store.setConversationId(keyOf('bob'), '42');
    expect(store.getState().open[0]?.id).toBe('42');
    store.open(request('bob'), 1);
    expect(store.getState().open[0]?.id).toBe('42');

    store.removeConversation('42');
    expect(store.getState()).toEqual({ open: [], minimized: [] });
  });
});

describe('windows persistence', () => {
  it('writes the records per user and state after 50 ms, one write for a burst', () => {
    const tabs = createTabs();
    const setItem = vi.fn();
    const { store, storage } = tabs.open();
    const original = storage.setItem;
    storage.setItem = (key, value) => {
      setItem(key);
      original(key, value);
    };
    const opened = Date.now();
    store.open(request('bob'), 1);
    store.open(request('cy'), 1);
    store.minimize(keyOf('cy'));
    vi.advanceTimersByTime(WINDOWS_WRITE_DEBOUNCE_MS - 1);
    expect(setItem).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(setItem).toHaveBeenCalledTimes(1);
    expect(tabs.data.has(windowsStorageKey('ada', 'open'))).toBe(false);

    const saved = JSON.parse(tabs.data.get(windowsStorageKey('ada', 'minimized')) ?? '[]');
    expect(saved).toEqual([
      { id: null, participantUuid: ME, participants: [blog('cy')], lastOpenedDateTs: opened },
      { id: null, participantUuid: ME, participants: [blog('bob')], lastOpenedDateTs: opened },
    ]);
  });

  it('restores the windows on the next load, for that user only', () => {
    const tabs = createTabs();
    const first = tabs.open('ada');
    first.store.open(request('bob', '7'), 1);
    first.store.open(request('cy'), 1);
    first.store.dispose();

    const again = tabs.open('ada').store.getState();
    expect(names(again.open)).toEqual(['cy']);
    expect(again.minimized).toMatchObject([{ id: '7', participantUuid: ME }]);
    expect(tabs.open('grace').store.getState()).toEqual({ open: [], minimized: [] });
  });

  it('reports unreadable storage and starts with no windows', () => {
    const tabs = createTabs();
    tabs.data.set(windowsStorageKey('ada', 'open'), '{not json');
    tabs.data.set(windowsStorageKey('ada', 'minimized'), JSON.stringify([{ id: 5 }, 'x']));
    const { store, report } = tabs.open('ada');
    expect(store.getState()).toEqual({ open: [], minimized: [] });
    expect(report).toHaveBeenCalledWith('windows_storage_read_error', expect.any(SyntaxError));
  });

  it('reports a storage that refuses to be read or written, and carries on', () => {
    const report = vi.fn();
    const refusing = {
      getItem() {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem() {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem() {},
    } as unknown as Storage;
    const store = createWindowsStore({ persistence: createWindowsPersistence(refusing, 'ada', report) });
    expect(store.getState()).toEqual({ open: [], minimized: [] });
    store.open(request('bob'), 1);
    vi.advanceTimersByTime(WINDOWS_WRITE_DEBOUNCE_MS);
    expect(names(store.getState().open)).toEqual(['bob']);
    expect(report.mock.calls.map(([event]) => event)).toEqual([
      'windows_storage_read_error',
      'windows_storage_read_error',
      'windows_storage_write_error',
    ]);
  });
});

describe('windows across tabs', () => {
  it('a change in one tab shows in the other, which does not write it back', () => {
    const tabs = createTabs();
    const a = tabs.open();
    const b = tabs.open();
    const seen = vi.fn();
    b.store.subscribe(seen);

    a.store.open(request('bob'), 1);
    expect(b.store.getState().open).toEqual([]);
    vi.advanceTimersByTime(WINDOWS_WRITE_DEBOUNCE_MS);
    expect(names(b.store.getState().open)).toEqual(['bob']);
    expect(seen).toHaveBeenCalled();

    const aSeen = vi.fn();
    a.store.subscribe(aSeen);
    vi.advanceTimersByTime(WINDOWS_WRITE_DEBOUNCE_MS * 4);
    expect(aSeen).not.toHaveBeenCalled();

    b.store.minimize(keyOf('bob'));
    vi.advanceTimersByTime(WINDOWS_WRITE_DEBOUNCE_MS);
    expect(a.store.getState().open).toEqual([]);
    expect(names(a.store.getState().minimized)).toEqual(['bob']);

    b.store.close(keyOf('bob'));
    vi.advanceTimersByTime(WINDOWS_WRITE_DEBOUNCE_MS);
    expect(a.store.getState()).toEqual({ open: [], minimized: [] });
  });

  it('another tab’s newer lists win over a change here not written yet', () => {
    const tabs = createTabs();
    const a = tabs.open();
    const b = tabs.open();
    b.store.open(request('cy'), 1);
    vi.advanceTimersByTime(WINDOWS_WRITE_DEBOUNCE_MS - 10);
    a.store.open(request('bob'), 1);
    vi.advanceTimersByTime(10);
    expect(names(a.store.getState().open)).toEqual(['cy']);
    vi.advanceTimersByTime(WINDOWS_WRITE_DEBOUNCE_MS);
    expect(names(b.store.getState().open)).toEqual(['cy']);
  });

  it('ignores other users’ keys and follows a cleared storage', () => {
    const tabs = createTabs();
    const ada = tabs.open('ada');
    const grace = tabs.open('grace');
    grace.store.open(request('bob'), 1);
    vi.advanceTimersByTime(WINDOWS_WRITE_DEBOUNCE_MS);
    expect(ada.store.getState().open).toEqual([]);

    ada.store.open(request('cy'), 1);
    vi.advanceTimersByTime(WINDOWS_WRITE_DEBOUNCE_MS);
    grace.storage.clear();
    expect(ada.store.getState()).toEqual({ open: [], minimized: [] });
  });
});
