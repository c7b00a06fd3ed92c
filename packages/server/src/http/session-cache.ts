import type { SessionInfo } from './session.js';

/**
 * Sessions read recently, so a request does not cost a database round trip to learn who sent it.
 * An entry lives SESSION_CACHE_MS at most: whatever ends or changes a session (log out, password
 * change or reset, blog switch) forgets it at once here, and tells the other server processes
 * sharing the database (`announce`, features/cluster), which forget it as the notice arrives. Bounded, oldest entries go first. Entries are
 * found by the cookie's token itself, so a hit costs no hashing (the table still stores only the
 * hash; this memory already sees every token the requests carry).
 */
export const SESSION_CACHE_MS = 5_000;
const MAX_ENTRIES = 50_000;

interface Entry {
  info: SessionInfo;
  expiresAt: number;
  loadedAt: number;
}

/** What the cache tells the other processes: a session, or all of a user's, changed. */
export type SessionNotice = { kind: 'session'; id: string } | { kind: 'user-sessions'; id: string };

export class SessionCache {
  /** By cookie token. */
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly announce: (notice: SessionNotice) => void = () => undefined) {}

  get(token: string, now = Date.now()): SessionInfo | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (now - entry.loadedAt > SESSION_CACHE_MS || now >= entry.expiresAt) {
      this.entries.delete(token);
      return undefined;
    }
    return entry.info;
  }

  set(token: string, info: SessionInfo, expiresAt: Date, now = Date.now()): void {
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(token, { info, expiresAt: expiresAt.getTime(), loadedAt: now });
  }

  /** Forgets a session by its id (the token's hash), as the sessions table knows it, in every process. */
  forget(sessionId: string): void {
    this.forgetHere(sessionId);
    this.announce({ kind: 'session', id: sessionId });
  }

  /** Forgets a user's sessions in every process. */
  forgetUser(userId: string): void {
    this.forgetUserHere(userId);
    this.announce({ kind: 'user-sessions', id: userId });
  }

  /** Another process said so. */
  forgetHere(sessionId: string): void {
    for (const [token, entry] of this.entries) if (entry.info.id === sessionId) this.entries.delete(token);
  }

  forgetUserHere(userId: string): void {
    for (const [token, entry] of this.entries) if (entry.info.userId === userId) this.entries.delete(token);
  }

  /** Notices may have been missed (the listener was away): nothing kept can be trusted. */
  clear(): void {
    this.entries.clear();
  }
}
