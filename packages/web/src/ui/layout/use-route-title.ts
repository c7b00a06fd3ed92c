import { useEffect, useSyncExternalStore } from 'react';
import { useLocation, useMatches } from 'react-router';

export interface RouteHandle {
  /** The page's name: the document title and the mobile header's title. */
  title?: string;
}

/**
 * A name a page gives itself once its data has come (a blog's title, a post's summary), over its
 * route's. `alone`: it makes the whole tab title (a blog or a post is its own site, as the server's
 * head tags name it); otherwise the site's name follows it.
 */
export interface PageTitle {
  name: string;
  alone: boolean;
}

let named: (PageTitle & { key: string }) | null = null;
const listeners = new Set<() => void>();
const setNamed = (next: typeof named) => {
  named = next;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Names the page the calling component shows. Kept with its history entry: a page kept mounted
 * under the composer reads its own location (composer-outlet), so it does not name the composer's.
 */
export function usePageTitle(name: string | undefined, alone = true): void {
  const { key } = useLocation();
  useEffect(() => {
    if (!name) return;
    const mine = { key, name, alone };
    setNamed(mine);
    return () => {
      if (named === mine) setNamed(null);
    };
  }, [key, name, alone]);
}

function usePageNamed(): PageTitle | undefined {
  const page = useSyncExternalStore(
    subscribe,
    () => named,
    () => null,
  );
  return page?.key === useLocation().key ? page : undefined;
}

/** The title of the page, else of the deepest matched route that names one. */
export function useRouteTitle(): string | undefined {
  const page = usePageNamed();
  const matches = useMatches();
  if (page) return page.name;
  for (let i = matches.length - 1; i >= 0; i--) {
    const title = (matches[i]?.handle as RouteHandle | undefined)?.title;
    if (title) return title;
  }
  return undefined;
}

/** What the tab says: "{blog title}", "{post summary} — {blog title}", or "{page} — Rookery". */
export function useDocumentTitle(): string {
  const page = usePageNamed();
  const title = useRouteTitle();
  if (page?.alone) return page.name;
  return title ? `${title} — Rookery` : 'Rookery';
}
