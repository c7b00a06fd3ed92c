import type { Bootstrap, CurrentUser } from '@rookery/core';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../api';

/** The Bootstrap (user, flags) lives in the query cache under this key. */
export const SESSION_KEY = ['session'] as const;

export function fetchSession(): Promise<Bootstrap> {
  return api.get<Bootstrap>('/svc/account/session');
}

/**
 * Every call that answers with `user` goes through here, so the header reflects it at once. A `null`
 * user means the session has no account any more (it or its last blog is gone); the route guards
 * then send the person to log in.
 */
export function setSessionUser(queryClient: QueryClient, user: CurrentUser | null): void {
  queryClient.setQueryData<Bootstrap>(SESSION_KEY, (session) => (session ? { ...session, user } : session));
}

/** After the user changes (log in, log out) nothing cached for the previous one may show. */
export function resetForNewUser(queryClient: QueryClient, user: CurrentUser | null): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_KEY[0] });
  setSessionUser(queryClient, user);
}
