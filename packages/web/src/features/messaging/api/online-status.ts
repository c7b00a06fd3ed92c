import type { OnlineStatusResponse } from '@rookery/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api';
import { messagingKeys } from './keys';

/** Seconds since each blog's owner was last active (blog name → seconds, -1 unknown). */
export function fetchOnlineStatus(names: readonly string[], signal?: AbortSignal) {
  return api.get<OnlineStatusResponse>('/svc/onlinestatus', { participantIds: names.join(',') }, signal);
}

/** The online status of some blogs (spec §4: minimized windows ask a second after load). */
export function useOnlineStatus(names: readonly string[], enabled = true) {
  return useQuery({
    queryKey: messagingKeys.onlineStatus(names),
    queryFn: ({ signal }) => fetchOnlineStatus(names, signal),
    enabled: enabled && names.length > 0,
    staleTime: 30_000,
  });
}
