import type { PushEvent } from '@rookery/core';
import { PushConnection } from './push-connection';
import { PushEmitter, type PushState } from './push-emitter';

/** What the leading tab tells the others over the BroadcastChannel. */
type RelayMessage =
  | { kind: 'event'; event: PushEvent }
  | { kind: 'state'; state: PushState }
  /** A tab that just started asks the leader for its state. */
  | { kind: 'hello' };

/** The parts of the Web Locks API used here (tests pass their own). */
export interface TabLocks {
  request(name: string, options: { signal: AbortSignal }, held: () => Promise<void>): Promise<unknown>;
}

export interface SharedPushOptions {
  /** Defaults to navigator.locks; without it (or BroadcastChannel) every tab holds its own stream. */
  locks?: TabLocks | null;
  createChannel?: (name: string) => BroadcastChannel;
  createConnection?: () => PushConnection;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * The push stream shared by every tab of one user: browsers allow about six HTTP/1.1 connections
 * per site, so a stream per tab would stall every request once six tabs are open. One tab (the
 * holder of a Web Lock named for the user) keeps the EventSource open and relays its events and
 * state over a BroadcastChannel; when it closes, the lock passes to another tab, which opens the
 * stream. Each tab hears the same events and state as if it held the stream itself. Where the
 * browser lacks either API, each tab holds its own stream.
 */
export class SharedPush extends PushEmitter {
  private readonly inner: PushConnection;
  private readonly locks: TabLocks | null;
  private readonly createChannel: ((name: string) => BroadcastChannel) | null;
  private channel: BroadcastChannel | null = null;
  private abort: AbortController | null = null;
  private releaseLead: (() => void) | null = null;
  private leading = false;

  constructor(options: SharedPushOptions = {}) {
    super();
    this.inner = options.createConnection?.() ?? new PushConnection();
    const nav = typeof navigator === 'undefined' ? undefined : navigator;
    this.locks = options.locks !== undefined ? options.locks : ((nav?.locks as TabLocks | undefined) ?? null);
    this.createChannel =
      options.createChannel ??
      (typeof BroadcastChannel === 'function' ? (name) => new BroadcastChannel(name) : null);
    this.inner.onEvent((event) => {
      this.emit(event);
      if (this.leading) this.post({ kind: 'event', event });
    });
    this.inner.onState(() => {
      this.setState(this.inner.state);
      if (this.leading) this.post({ kind: 'state', state: this.inner.state });
    });
  }

  /** Whether this tab holds the stream (for tests and diagnostics). */
  get isLeader(): boolean {
    return this.leading;
  }

  /** Joins the user's tabs: leads when no other tab does, otherwise follows the leader's stream. */
  start(userKey: string): void {
    if (this.abort || this.leading) return;
    if (!this.locks || !this.createChannel) {
      this.leading = true;
      this.inner.start();
      return;
    }
    const name = `rookery-push:${userKey}`;
    const channel = this.createChannel(name);
    this.channel = channel;
    channel.onmessage = (message: MessageEvent<RelayMessage>) => this.relayed(message.data);
    this.post({ kind: 'hello' });
    const abort = new AbortController();
    this.abort = abort;
    this.locks
      .request(name, { signal: abort.signal }, () => {
        this.leading = true;
        this.inner.start();
        return new Promise<void>((release) => {
          this.releaseLead = release;
        });
      })
      .catch((error: unknown) => {
        if (!isAbort(error)) throw error;
      });
  }

  /** Leaves: a leading tab closes its stream and lets another tab take the lock. */
  stop(): void {
    this.abort?.abort();
    this.abort = null;
    if (this.leading) this.inner.stop();
    this.leading = false;
    this.releaseLead?.();
    this.releaseLead = null;
    this.channel?.close();
    this.channel = null;
    this.setState('connecting');
  }

  private relayed(message: RelayMessage): void {
    if (message.kind === 'hello') {
      if (this.leading) this.post({ kind: 'state', state: this.inner.state });
    } else if (!this.leading) {
      if (message.kind === 'event') this.emit(message.event);
      else this.setState(message.state);
    }
  }

  private post(message: RelayMessage): void {
    this.channel?.postMessage(message);
  }
}
