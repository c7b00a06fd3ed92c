import type { UserCountsResponse } from '@rookery/core';

export interface CountsCacheOptions {
  /** Whether notices are arriving now (the listener is connected): if not, nothing is kept. */
  isLive: () => boolean;
  /** An entry lives this long at most: changes that publish no notice (a new blog) show by then. */
  ttlMs?: number;
  /**
   * A publish of this process whose notice never comes back holds this long: its transaction
   * rolled back, or (outside a transaction) the notice was heard before the publish was held.
   */
  holdMs?: number;
  maxEntries?: number;
}

interface Entry {
  counts: UserCountsResponse;
  expires: number;
}

interface Load {
  promise: Promise<UserCountsResponse>;
  /** A notice came while it ran: its answer may be older than the change, and is not kept. */
  stale: boolean;
}

/**
 * Unread counts in memory, per user, so GET /svc/user/counts (every open page asks every minute,
 * and after each read) costs no database round trip while nothing changed. It is right because
 * every change of someone's counts publishes a push notice (publish.ts) that reaches every process,
 * this one included, after the commit: a notice drops the user's entry. Between a change made
 * through this process and its notice coming back (a few milliseconds after the commit) the user
 * is held: their counts are read from the database, so a client asking right after its own write
 * sees it. While the listener is down notices may be missed, so nothing is kept (and everything is
 * dropped when it reconnects). Concurrent misses for one user share one query.
 */
export class CountsCache {
  private readonly entries = new Map<string, Entry>();
  private readonly loads = new Map<string, Load>();
  /**
   * Per user, the backends (pids) of this process's publishes not heard back yet, with their
   * expiry. A backend runs one transaction at a time, so its next notice for the user is that one's.
   */
  private readonly holds = new Map<string, Map<number, number>>();
  private readonly ttlMs: number;
  private readonly holdMs: number;
  private readonly maxEntries: number;

  constructor(
    private readonly load: (userId: string) => Promise<UserCountsResponse>,
    private readonly options: CountsCacheOptions,
  ) {
    this.ttlMs = options.ttlMs ?? 60_000;
    this.holdMs = options.holdMs ?? 5_000;
    this.maxEntries = options.maxEntries ?? 100_000;
  }

  get size(): number {
    return this.entries.size;
  }

  async get(userId: string): Promise<UserCountsResponse> {
    if (!this.options.isLive() || this.isHeld(userId)) return this.load(userId);
    const entry = this.entries.get(userId);
    if (entry && entry.expires > Date.now()) return entry.counts;
    const running = this.loads.get(userId);
    if (running && !running.stale) return running.promise;
    const load: Load = { promise: this.load(userId), stale: false };
    this.loads.set(userId, load);
    try {
      const counts = await load.promise;
      if (!load.stale && this.options.isLive() && !this.isHeld(userId)) this.store(userId, counts);
      return counts;
    } finally {
      if (this.loads.get(userId) === load) this.loads.delete(userId);
    }
  }

  /** This process is publishing a change for these users, through backend `pid`. */
  hold(userIds: readonly string[], pid: number): void {
    const until = Date.now() + this.holdMs;
    for (const userId of userIds) {
      this.drop(userId);
      let backends = this.holds.get(userId);
      if (!backends) {
        backends = new Map();
        this.holds.set(userId, backends);
      }
      backends.set(pid, until);
    }
  }

  /** A notice for the user arrived, sent by backend `pid` (maybe for this process's publish). */
  noticed(userId: string, pid: number): void {
    const backends = this.holds.get(userId);
    if (backends?.delete(pid) && backends.size === 0) this.holds.delete(userId);
    this.drop(userId);
  }

  /** Notices may have been missed: forget everything. */
  clear(): void {
    this.entries.clear();
    for (const load of this.loads.values()) load.stale = true;
  }

  private drop(userId: string): void {
    this.entries.delete(userId);
    const load = this.loads.get(userId);
    if (load) load.stale = true;
  }

  private isHeld(userId: string): boolean {
    const backends = this.holds.get(userId);
    if (!backends) return false;
    const now = Date.now();
    for (const [pid, until] of backends) if (until <= now) backends.delete(pid);
    if (backends.size > 0) return true;
    this.holds.delete(userId);
    return false;
  }

  private store(userId: string, counts: UserCountsResponse): void {
    this.entries.delete(userId);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(userId, { counts, expires: Date.now() + this.ttlMs });
  }
}
