import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { readBlogSearchFilters } from './blog-search-model';

/** The blog search filters of the address on screen; the same object until they change. */
export function useBlogSearchFilters() {
  const { search } = useLocation();
  return useMemo(() => readBlogSearchFilters(search), [search]);
}
