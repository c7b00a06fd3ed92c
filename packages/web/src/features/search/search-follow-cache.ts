import type { SearchTypeaheadResponse } from '@rookery/core';
import type { QueryClient } from '@tanstack/react-query';
import { SEARCH_TYPEAHEAD_KEY } from './search-keys';

/** The blog's rows in every cached search answer (the header's suggestions, the search page's blogs) show a follow change. */
export function searchBlogsFollowing(queryClient: QueryClient, name: string, following: boolean): void {
  queryClient.setQueriesData<SearchTypeaheadResponse>({ queryKey: SEARCH_TYPEAHEAD_KEY }, (answer) =>
    answer?.blogs.some((b) => b.name === name)
      ? { ...answer, blogs: answer.blogs.map((b) => (b.name === name ? { ...b, following } : b)) }
      : answer,
  );
}
