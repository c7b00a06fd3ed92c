import { FAVORITES_LIMIT, type Participant, type ParticipantSuggestionsResponse } from '@rookery/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api';
import { messagingKeys } from './keys';

export interface FavoritesOptions {
  /** Spec §7: 8 by default; the empty inbox and the share popover ask for their own numbers. */
  limit?: number;
  /** The blogs talked to most recently come first, before the blogs followed most recently. */
  includeRecent?: boolean;
  /** Leave out blogs the participant already has a conversation with. */
  excludeActive?: boolean;
  enabled?: boolean;
}

/**
 * The blogs a participant may want to talk to (GET participant_suggestions without a query): by
 * default the blogs it followed most recently ('Recently Followed').
 */
export function useFavorites(
  participant: string,
  {
    limit = FAVORITES_LIMIT,
    includeRecent = true,
    excludeActive = false,
    enabled = true,
  }: FavoritesOptions = {},
) {
  return useQuery({
    queryKey: [...messagingKeys.favorites(participant, limit), includeRecent, excludeActive],
    queryFn: ({ signal }) =>
      api.get<ParticipantSuggestionsResponse>(
        '/svc/conversations/participant_suggestions',
        { participant, limit, include_recent: includeRecent, exclude_active: excludeActive },
        signal,
      ),
    select: (answer): Participant[] => answer.blogs,
    enabled: enabled && participant !== '',
    staleTime: 60_000,
  });
}
