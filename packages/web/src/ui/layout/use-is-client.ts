import { useSyncExternalStore } from 'react';

const noChange = () => () => {};

/**
 * False on the server and while the browser hydrates a page the server rendered, true after (and
 * from the start in a page the browser renders alone): what only a browser can compute (a DOM
 * parser, the page's origin) is shown from there on, and hydration finds the server's markup.
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
}
