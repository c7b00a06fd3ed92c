/**
 * The HTML cleaner (clean-html.ts, with DOMPurify: 11 kB of gzip) as a chunk of its own. A page the
 * server rendered never needs it to paint: its rich fields are hydrated as served (rich-text.tsx).
 * A page the browser renders alone starts loading it with its first script (app/main.tsx), so it
 * is there by the time the page's posts are; a rich field rendered before it is suspends until it
 * comes rather than showing anything uncleaned.
 */
type Cleaner = typeof import('./clean-html');

let loaded: Cleaner | null = null;
let loading: Promise<Cleaner> | null = null;

export function loadCleanHtml(): Promise<Cleaner> {
  loading ??= import('./clean-html').then(
    (cleaner) => {
      loaded = cleaner;
      return cleaner;
    },
    (error: unknown) => {
      // The next render asks again rather than failing for good over one lost request.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The cleaner if it has loaded, else null (load it with loadCleanHtml). */
export const loadedCleanHtml = (): Cleaner | null => loaded;
