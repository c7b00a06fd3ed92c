import type { PushEvent } from '@rookery/core';

import { PushEmitter, type PushState } from './push-emitter';

export type { PushState };

/** The named events of GET /svc/push: every PushEvent type. */
export const PUSH_EVENT_TYPES = [
  'message',
  'read',
  'conversation',
  'counts',
  'dashboard',
  'video',
] as const satisfies readonly PushEvent['type'][];

/** Failures in a row (with no open between) after which push counts as unavailable and polling takes over. */
export const UNAVAILABLE_AFTER_FAILURES = 3;
/** A stream not open after this long counts as a failure (a proxy holding the answer back). */
export const CONNECT_TIMEOUT_MS = 10_000;
/**
 * Our own reconnect delays once the browser gave up (an HTTP error closes an EventSource for good):
 * by failures so far, the last one repeating. While push is unavailable it keeps trying this
 * slowly, and takes over from polling again when it opens.
 */
export const RECONNECT_DELAYS_MS = [2_000, 5_000, 15_000, 30_000, 60_000] as const;

/** EventSource.readyState values (the constants are missing where EventSource is). */
const OPEN = 1;
const CLOSED = 2;

export interface PushConnectionOptions {
  url?: string;
  /** Tests pass a fake; by default the browser's EventSource (none: push is unavailable). */
  createSource?: (url: string) => EventSource;
}

/**
 * One EventSource on the push stream and its state. The browser reconnects a dropped stream by
 * itself (after the server's `retry:` hint); a stream closed for good (401, 5xx, wrong type) or
 * stuck connecting is reopened here with backoff. After UNAVAILABLE_AFTER_FAILURES failures in a
 * row the state is 'unavailable' until a stream opens again.
 */
export class PushConnection extends PushEmitter {
  private source: EventSource | null = null;
  private failures = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly url: string;
  private readonly createSource: ((url: string) => EventSource) | undefined;

  constructor(options: PushConnectionOptions = {}) {
    super();
    this.url = options.url ?? '/svc/push';
    this.createSource = options.createSource;
  }

  get running(): boolean {
    return this.source !== null || this.timer !== null;
  }

  start(): void {
    if (this.running) return;
    this.failures = 0;
    if (!this.createSource && typeof EventSource !== 'function') {
      this.setState('unavailable');
      return;
    }
    this.setState('connecting');
    this.open();
  }

  stop(): void {
    this.clearTimer();
    this.source?.close();
    this.source = null;
    this.setState('connecting');
  }

  private open(): void {
    const source = this.createSource?.(this.url) ?? new EventSource(this.url);
    this.source = source;
    const receive = (message: MessageEvent<string>) => {
      let event: PushEvent;
      try {
        event = JSON.parse(message.data) as PushEvent;
      } catch {
        return;
      }
      this.emit(event);
    };
    for (const type of PUSH_EVENT_TYPES) source.addEventListener(type, receive as EventListener);
    source.onopen = () => {
      this.clearTimer();
      this.failures = 0;
      this.setState('open');
    };
    source.onerror = () => this.failed(source);
    this.watch(source);
  }

  /** Counts a failure if `source` is not open within the connect timeout. */
  private watch(source: EventSource): void {
    this.clearTimer();
    this.timer = setTimeout(() => {
      this.timer = null;
      if (source.readyState === OPEN) return;
      source.close();
      this.failed(source);
    }, CONNECT_TIMEOUT_MS);
  }

  private failed(source: EventSource): void {
    if (source !== this.source) return;
    this.failures++;
    const unavailable = this.failures >= UNAVAILABLE_AFTER_FAILURES;
    if (unavailable || this.state === 'open') this.setState(unavailable ? 'unavailable' : 'connecting');
    // Still connecting: the browser retries by itself, after the server's `retry:` hint.
    if (source.readyState !== CLOSED && !unavailable) {
      this.watch(source);
      return;
    }
    source.close();
    this.source = null;
    this.clearTimer();
    const delay = RECONNECT_DELAYS_MS[Math.min(this.failures, RECONNECT_DELAYS_MS.length) - 1]!;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.open();
    }, delay);
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
