import type { Channel, CurrentUser } from '@rookery/core';
import { useQuery } from '@tanstack/react-query';
import { fetchSession, SESSION_KEY } from './session-cache';

export function useSession() {
  // The session changes only through our own calls, which write the cache; never refetch on its own.
  return useQuery({ queryKey: SESSION_KEY, queryFn: fetchSession, staleTime: Number.POSITIVE_INFINITY });
}

export function useCurrentUser(): CurrentUser | null {
  return useSession().data?.user ?? null;
}

/** For pages behind the login guard, where a user is certain. */
export function useSignedInUser(): CurrentUser {
  const user = useCurrentUser();
  if (!user) throw new Error('useSignedInUser outside a signed-in route');
  return user;
}

/** The blog the user acts as: the current one, else the primary, else the first. */
export function currentChannel(user: CurrentUser): Channel | undefined {
  return (
    user.channels.find((c) => c.is_current) ??
    user.channels.find((c) => c.name === user.primary) ??
    user.channels[0]
  );
}
