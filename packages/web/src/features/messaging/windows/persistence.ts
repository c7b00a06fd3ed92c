import { WINDOWS_WRITE_DEBOUNCE_MS, windowsStorageKey } from '@rookery/core';
import { logEvent } from '../../logging/client-logger';
import { readWindowRecord, type WindowRecord } from './window-record';

export interface WindowLists {
  open: WindowRecord[];
  minimized: WindowRecord[];
}

export const EMPTY_LISTS: WindowLists = { open: [], minimized: [] };

/** Reports a storage failure (spec §8: local storage errors are reported as error events). */
export type ReportError = (event: string, error: unknown) => void;

/** The app's: a diagnostic event through the client logger, and the console for whoever is looking. */
export const reportStorageError: ReportError = (event, error) => {
  logEvent(event, { message: String(error).slice(0, 500) });
  console.error(`[messaging] ${event}`, error);
};

const STATES = ['open', 'minimized'] as const;

/**
 * The windows of one user in local storage (spec §4 Persistence): one key per state, holding the
 * records as JSON. Any failure — storage refused, a value that is not JSON — is reported and reads
 * as no windows, so a broken entry never keeps the page from starting.
 */
export function createWindowsPersistence(
  storage: Storage,
  userName: string,
  report: ReportError = reportStorageError,
  debounceMs: number = WINDOWS_WRITE_DEBOUNCE_MS,
) {
  const keys = {
    open: windowsStorageKey(userName, 'open'),
    minimized: windowsStorageKey(userName, 'minimized'),
  };
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: WindowLists | null = null;

  function readList(state: 'open' | 'minimized'): WindowRecord[] {
    try {
      const raw = storage.getItem(keys[state]);
      if (!raw) return [];
      const parsed: unknown = JSON.parse(raw);
      if (!Array.isArray(parsed)) throw new TypeError(`${keys[state]} does not hold a list`);
      return parsed.map(readWindowRecord).filter((r): r is WindowRecord => r !== null);
    } catch (error) {
      report('windows_storage_read_error', error);
      return [];
    }
  }

  function writeNow(lists: WindowLists): void {
    for (const state of STATES) {
      try {
        if (lists[state].length === 0) storage.removeItem(keys[state]);
        else storage.setItem(keys[state], JSON.stringify(lists[state]));
      } catch (error) {
        report('windows_storage_write_error', error);
      }
    }
  }

  return {
    keys,

    read(): WindowLists {
      return { open: readList('open'), minimized: readList('minimized') };
    },

    /** Writes after a pause of `debounceMs`, so a burst of changes is one write. */
    write(lists: WindowLists): void {
      pending = lists;
      if (timer !== null) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = null;
        const next = pending;
        pending = null;
        if (next) writeNow(next);
      }, debounceMs);
    },

    /** Drops a write not made yet (another tab's newer lists came in meanwhile). */
    cancel(): void {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      pending = null;
    },

    /** Writes a waiting change at once (the page is going away). */
    flush(): void {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      if (pending) writeNow(pending);
      pending = null;
    },

    isOwnKey(key: string | null): boolean {
      // A null key is storage.clear() in another tab.
      return key === null || key === keys.open || key === keys.minimized;
    },
  };
}

export type WindowsPersistence = ReturnType<typeof createWindowsPersistence>;
