import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { readSiteSearch } from './search-location';

/** The search page on screen (its term and filters), or null on any other page. */
export function useSiteSearch() {
  const { pathname, search } = useLocation();
  return useMemo(() => readSiteSearch(pathname, search), [pathname, search]);
}
