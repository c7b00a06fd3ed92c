import { CONVERSATION_BACKOFF, INBOX_BACKOFF } from '@rookery/core';
import { useEffect, useRef, useState } from 'react';
import { usePushState } from '../push/use-push';
import { Poller } from './poller';

export interface PollingOptions {
  /**
   * Spec §4: the user's email is verified and the inbox (or this conversation) is open. Polling
   * also waits for push to be unavailable: while the stream is up it tells of every change.
   */
  enabled: boolean;
  /** One poll; resolves true when something changed. A rejection counts as an error. */
  poll: () => Promise<boolean>;
  /** The interval from server data, when it gives one (default 15 s). */
  intervalMs?: number;
}

export interface PollingControls {
  /** Whether the poller is polling now. */
  polling: boolean;
  /** Typing in the compose box: resets polling and polls at once, at most once per 30 s. */
  onTyping(): void;
  /** Starts the backoff over and polls at once (after sending, say). */
  reset(): void;
}

function usePolling(options: PollingOptions, rates: readonly number[]): PollingControls {
  const pushState = usePushState();
  const active = options.enabled && pushState === 'unavailable';
  const poll = useRef(options.poll);
  useEffect(() => {
    poll.current = options.poll;
  });
  const [polling, setPolling] = useState(false);
  const [poller] = useState(
    () => new Poller({ poll: () => poll.current(), rates, onGiveUp: () => setPolling(false) }),
  );
  useEffect(() => {
    if (options.intervalMs) poller.setBaseMs(options.intervalMs);
  }, [poller, options.intervalMs]);
  useEffect(() => {
    if (!active) return;
    poller.start();
    setPolling(true);
    return () => {
      poller.stop();
      setPolling(false);
    };
  }, [poller, active]);
  const [controls] = useState(() => ({
    onTyping: () => {
      if (poller.onTyping()) setPolling(poller.running);
    },
    reset: () => {
      poller.reset();
      setPolling(poller.running);
    },
  }));
  return { polling, ...controls };
}

/** Spec §4 polling of the open inbox: backoff 1, 1, 2, 2, 4 × the interval. */
export function useInboxPolling(options: PollingOptions): PollingControls {
  return usePolling(options, INBOX_BACKOFF);
}

/** Spec §4 polling of an open conversation: backoff 1,1,1,1,2,2,2,2,4,4,4,4,8,8,8,8,16 × the interval. */
export function useConversationPolling(options: PollingOptions): PollingControls {
  return usePolling(options, CONVERSATION_BACKOFF);
}
