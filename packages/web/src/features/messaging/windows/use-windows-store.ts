import { useEffect, useState, useSyncExternalStore } from 'react';
import { createWindowsPersistence, reportStorageError } from './persistence';
import { createWindowsStore, type WindowsStore } from './windows-store';

/** Storage that holds nothing, for a browser that refuses local storage altogether. */
const noStorage: Storage = {
  length: 0,
  key: () => null,
  getItem: () => null,
  setItem: () => {},
  removeItem: () => {},
  clear: () => {},
};

function localStorageOrNone(): Storage {
  try {
    return window.localStorage;
  } catch (error) {
    reportStorageError('windows_storage_unavailable', error);
    return noStorage;
  }
}

/** The signed-in user's windows, restored from and saved to local storage, synced with other tabs. */
export function useWindowsStore(userName: string): WindowsStore {
  const [store] = useState(() =>
    createWindowsStore({ persistence: createWindowsPersistence(localStorageOrNone(), userName) }),
  );
  useEffect(() => {
    const stopListening = store.listen(window);
    // A change made just before the page goes away is written now rather than lost with the timer.
    const flush = () => store.flush();
    window.addEventListener('pagehide', flush);
    return () => {
      stopListening();
      window.removeEventListener('pagehide', flush);
      store.flush();
    };
  }, [store]);
  return store;
}

export function useWindowLists(store: WindowsStore) {
  return useSyncExternalStore(store.subscribe, store.getState);
}
