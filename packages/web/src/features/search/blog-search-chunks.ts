import { lazy } from 'react';

/**
 * A blog search's parts beyond its bar — the 'Popular Tags:' list, the filter popover and the
 * results — come in chunks of their own, fetched when first used: a blog's page and the blog view
 * panel carry only the bar.
 */
export const BlogSearchTags = lazy(() =>
  import('./blog-search-tags').then((m) => ({ default: m.BlogSearchTags })),
);
export const BlogSearchFiltersPopover = lazy(() =>
  import('./blog-search-filters').then((m) => ({ default: m.BlogSearchFiltersPopover })),
);
export const BlogSearchResults = lazy(() =>
  import('./blog-search-results').then((m) => ({ default: m.BlogSearchResults })),
);
