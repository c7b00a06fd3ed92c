import { type ParticipantSuggestionsResponse, RECIPIENT_SEARCH_LIMIT } from '@rookery/core';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { api } from '../../../api';
import { createRecipientSearch, type SearchCache, type SearchState } from './recipient-search';

/** Each sending blog's answers by query, kept while the page lives (spec §7: cached per query). */
const caches = new Map<string, SearchCache>();

function cacheOf(participant: string): SearchCache {
  let cache = caches.get(participant);
  if (!cache) {
    cache = new Map();
    caches.set(participant, cache);
  }
  return cache;
}

/**
 * Blogs matching what the user types, as recipients for the user's blog `participant` (GET
 * participant_suggestions with q), debounced 250 ms; a new query cancels the one in flight.
 */
export function useParticipantSuggestions(participant: string, text: string): SearchState {
  const search = useMemo(
    () =>
      createRecipientSearch(
        (q, signal) =>
          api
            .get<ParticipantSuggestionsResponse>(
              '/svc/conversations/participant_suggestions',
              { participant, q, limit: RECIPIENT_SEARCH_LIMIT },
              signal,
            )
            .then((answer) => answer.blogs),
        { cache: cacheOf(participant) },
      ),
    [participant],
  );
  useEffect(() => () => search.dispose(), [search]);
  useEffect(() => search.input(text), [search, text]);
  return useSyncExternalStore(search.subscribe, search.state, search.state);
}

/** Forgets the sending blog's answers (a follow changed who it may message). */
export function forgetRecipientSearches(participant: string): void {
  caches.get(participant)?.clear();
}
