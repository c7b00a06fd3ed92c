import type { PushEvent } from '@rookery/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useCurrentUser } from '../../accounts/use-session';
import { holdPush, pushConnection } from './push-client';
import type { PushState } from './push-connection';

/** Holds the tab's push stream open while a user is signed in and the calling component is mounted. */
export function usePushConnection(): void {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const userKey = user?.email ?? null;
  useEffect(() => (userKey ? holdPush(userKey, queryClient) : undefined), [userKey, queryClient]);
}

/**
 * 'open' while the stream is up; 'unavailable' after repeated failures (polling takes over);
 * 'connecting' at first, between a drop and the reconnect, and while signed out.
 */
export function usePushState(): PushState {
  usePushConnection();
  return useSyncExternalStore(
    (changed) => pushConnection.onState(changed),
    () => pushConnection.state,
  );
}

/** Calls `handler` with every push event for the signed-in user (the latest handler, no resubscribing). */
export function usePushEvents(handler: (event: PushEvent) => void): void {
  usePushConnection();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => pushConnection.onEvent((event) => latest.current(event)), []);
}
