import { SEARCH_TYPEAHEAD_DEFAULT, type SearchTypeaheadResponse } from '@rookery/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../api';
import { SEARCH_TYPEAHEAD_KEY } from './search-keys';

export const searchTypeaheadKey = (q: string) => [...SEARCH_TYPEAHEAD_KEY, q] as const;

/**
 * GET /svc/search/typeahead: blogs and tags about `q`, for the header's suggestions and above the
 * search page's posts (the same call and limit, so landing on the page reuses the header's answer).
 * While a new term is asked about, the last answer stays shown.
 */
export function useSearchTypeahead(q: string) {
  return useQuery({
    queryKey: searchTypeaheadKey(q),
    queryFn: ({ signal }) =>
      api.get<SearchTypeaheadResponse>(
        '/svc/search/typeahead',
        { q, limit: SEARCH_TYPEAHEAD_DEFAULT },
        signal,
      ),
    enabled: q !== '',
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
