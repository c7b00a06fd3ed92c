import { useMatches } from 'react-router';

export interface RouteHandle {
  /** The page's name: the document title and the mobile header's title. */
  title?: string;
}

/** The title of the deepest matched route that names one. */
export function useRouteTitle(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const title = (matches[i]?.handle as RouteHandle | undefined)?.title;
    if (title) return title;
  }
  return undefined;
}
