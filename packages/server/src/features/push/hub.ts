import type { PushEvent, UserCountsResponse } from '@rookery/core';
import type { ProcessNotice } from '../cluster/process-notices.js';
import { CountsCache } from './counts-cache.js';
import { CountsRefresh } from './counts-refresh.js';
import { PushListener } from './listener.js';
import { PostedFanout } from './posted-fanout.js';
import { type PushNotice, watchLocalPublishes } from './publish.js';
import { PushStream } from './stream.js';

/** Notices after which the user's unread counts may have changed: a `counts` event follows them. */
const COUNTS_CHANGING: ReadonlySet<PushEvent['type']> = new Set(['message', 'read', 'conversation']);

export interface PushHubOptions {
  connectionString: string;
  /** The user's unread counts from the database (messaging's one indexed read). */
  loadCounts(userId: string): Promise<UserCountsResponse>;
  /** Which of `userIds` follow one of `blogIds` (not with their own blog): told of new posts. */
  followersAmong(blogIds: string[], userIds: string[]): Promise<string[]>;
  log: { warn(object: unknown, message: string): void };
  /** A comment on every stream this often; the listener's connection is pinged on the same beat. */
  heartbeatMs?: number;
  /** Notices for one user within this long cost one counts query. */
  coalesceMs?: number;
  /** A user's streams beyond this many close the oldest (a tab leaking EventSources). */
  maxStreamsPerUser?: number;
  /** What processes keep in memory changed somewhere (features/cluster). */
  onProcessNotice?(notice: ProcessNotice): void;
  /** The listener reconnected: process notices may have been missed. */
  onProcessResync?(): void;
  /** The listener's reconnect backoff (tests shorten it). */
  reconnect?: { minDelayMs: number; maxDelayMs: number };
}

/**
 * This process's open push streams by user, fed by its one LISTEN connection. Any process may send
 * a notice (publish.ts); each process delivers it to the streams it holds, so a user's tabs behind
 * different processes all hear it.
 */
export class PushHub {
  private readonly byUser = new Map<string, Set<PushStream>>();
  private readonly listener: PushListener;
  private readonly counts: CountsRefresh;
  private readonly countsCache: CountsCache;
  private readonly posted: PostedFanout;
  private heartbeat: NodeJS.Timeout | null = null;
  private unwatch: (() => void) | null = null;

  constructor(private readonly options: PushHubOptions) {
    this.listener = new PushListener({
      connectionString: options.connectionString,
      ...options.reconnect,
      onNotice: (notice, pid) => this.deliver(notice, pid),
      onPosted: (blogIds) => this.posted.posted(blogIds),
      ...(options.onProcessNotice ? { onProcessNotice: options.onProcessNotice } : {}),
      // NOTIFY keeps nothing for a listener that was away: fresh counts tell every open stream
      // where things stand, and its page refetches what changed.
      onConnect: (reconnected) => {
        this.countsCache.clear();
        if (reconnected) {
          for (const userId of this.byUser.keys()) this.counts.request(userId);
          options.onProcessResync?.();
        }
      },
      onError: (error) => options.log.warn({ err: error }, 'push listener connection failed'),
    });
    this.countsCache = new CountsCache((userId) => options.loadCounts(userId), {
      isLive: () => this.listener.connected,
    });
    this.counts = new CountsRefresh(
      (userId) => this.countsCache.get(userId),
      (userId, counts) => this.sendTo(userId, { type: 'counts', counts }),
      (error) => options.log.warn({ err: error }, 'push counts failed'),
      options.coalesceMs,
    );
    this.posted = new PostedFanout(
      () => [...this.byUser.keys()],
      options.followersAmong,
      (userId) => this.sendTo(userId, { type: 'dashboard' }),
      (error) => options.log.warn({ err: error }, 'push dashboard news failed'),
    );
  }

  get listening(): boolean {
    return this.listener.connected;
  }

  get streamCount(): number {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }

  /** The user's unread counts, from memory while no notice said they changed (counts-cache.ts). */
  unreadCounts(userId: string): Promise<UserCountsResponse> {
    return this.countsCache.get(userId);
  }

  async start(): Promise<void> {
    this.unwatch = watchLocalPublishes((userIds, pid) => this.countsCache.hold(userIds, pid));
    await this.listener.start();
    this.heartbeat = setInterval(() => this.beat(), this.options.heartbeatMs ?? 25_000);
    this.heartbeat.unref();
  }

  /** Ends every stream (the HTTP server cannot close while they are open), then the listener. */
  async stop(): Promise<void> {
    this.closeStreams();
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    this.unwatch?.();
    this.unwatch = null;
    this.posted.stop();
    await this.listener.stop();
    this.countsCache.clear();
  }

  closeStreams(): void {
    for (const set of this.byUser.values()) for (const stream of set) stream.close();
  }

  /** A new stream for the user; it starts with their counts and leaves the hub when it closes. */
  open(userId: string): PushStream {
    // Spread the reconnects of every tab when a process stops: 2 to 5 s.
    const stream = new PushStream(userId, 2000 + Math.random() * 3000);
    let set = this.byUser.get(userId);
    if (!set) {
      set = new Set();
      this.byUser.set(userId, set);
    }
    set.add(stream);
    const max = this.options.maxStreamsPerUser ?? 32;
    if (set.size > max) set.values().next().value?.close();
    stream.onClose(() => {
      set.delete(stream);
      if (set.size === 0 && this.byUser.get(userId) === set) this.byUser.delete(userId);
    });
    this.counts.request(userId);
    return stream;
  }

  private deliver({ userId, event }: PushNotice, pid: number): void {
    this.countsCache.noticed(userId, pid);
    if (!this.byUser.has(userId)) return;
    this.sendTo(userId, event);
    if (COUNTS_CHANGING.has(event.type)) this.counts.request(userId);
  }

  private sendTo(userId: string, event: PushEvent): void {
    for (const stream of this.byUser.get(userId) ?? []) stream.send(event);
  }

  private beat(): void {
    for (const set of this.byUser.values()) for (const stream of set) stream.heartbeat();
    void this.listener.ping();
  }
}
