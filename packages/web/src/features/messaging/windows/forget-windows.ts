import { WINDOWS_STORAGE_PREFIX } from '@rookery/core';

/**
 * Signing out forgets every account's messaging windows kept in this browser: on a shared computer
 * the next person must not find whom the last one was talking to. Other tabs see the keys go and
 * close their windows.
 */
export function forgetMessagingWindows(storage: Storage): void {
  const ours = `${WINDOWS_STORAGE_PREFIX}:`;
  for (const key of Object.keys(storage)) if (key.startsWith(ours)) storage.removeItem(key);
}
