import { lazy } from 'react';

/**
 * What the header's search opens — the suggestions under the field, the phone's filter popover —
 * comes in chunks of its own, not in the first paint: only the field is there from the start.
 * preloadOverlays fetches them once the page has settled, so the first use does not wait.
 */
const loadTypeahead = () => import('./search-typeahead');
const loadFilters = () => import('./search-filters-popover');

export const SearchTypeahead = lazy(() => loadTypeahead().then((m) => ({ default: m.SearchTypeahead })));
export const SearchFiltersPopover = lazy(() =>
  loadFilters().then((m) => ({ default: m.SearchFiltersPopover })),
);

export const preloadSearch = (): Promise<unknown> => Promise.all([loadTypeahead(), loadFilters()]);
