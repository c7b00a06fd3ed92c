import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { PUSH_CHANNEL, type PushPayload } from '../push/publish.js';

/**
 * What one server process tells the others when it changed something they keep in memory (issue
 * 22: several processes on one database, none contradicting another): a session ended, all of a
 * user's sessions changed, the verified custom domains or the live ad placements changed.
 */
export type ProcessNotice =
  | { kind: 'session'; id: string }
  | { kind: 'user-sessions'; id: string }
  | { kind: 'domains' }
  | { kind: 'ad-placements' };

type Handler = (notice: ProcessNotice) => void;

/**
 * Sends notices through the push channel's NOTIFY (every process LISTENs there already: its
 * reconnecting listener, push/listener.ts) and hands the ones that arrive to what keeps each kind.
 * A process hears its own notices too, which only repeats what it did already.
 */
export class ProcessNotices {
  private readonly handlers = new Map<ProcessNotice['kind'], Handler[]>();
  private readonly resyncs: (() => void)[] = [];

  constructor(private readonly db: Db) {}

  on(kind: ProcessNotice['kind'], handler: Handler): void {
    this.handlers.set(kind, [...(this.handlers.get(kind) ?? []), handler]);
  }

  /** What to do when notices may have been missed: read again, or drop what is kept. */
  onResync(resync: () => void): void {
    this.resyncs.push(resync);
  }

  /** The listener was away (NOTIFY keeps nothing for it): everything kept is suspect. */
  resync(): void {
    for (const resync of this.resyncs) resync();
  }

  receive(notice: ProcessNotice): void {
    for (const handler of this.handlers.get(notice.kind) ?? []) handler(notice);
  }

  /** Tells every process (this one after its own change); a failure is logged by the caller's request, never fatal. */
  async announce(notice: ProcessNotice): Promise<void> {
    const payload = JSON.stringify({ x: notice } satisfies PushPayload);
    await sql`select pg_notify(${PUSH_CHANNEL}, ${payload})`.execute(this.db);
  }
}

/** Whether a parsed payload is a process notice of a kind this code knows. */
export function isProcessNotice(value: unknown): value is ProcessNotice {
  const notice = value as { kind?: unknown; id?: unknown } | null;
  if (!notice || typeof notice !== 'object') return false;
  if (notice.kind === 'domains' || notice.kind === 'ad-placements') return true;
  return (notice.kind === 'session' || notice.kind === 'user-sessions') && typeof notice.id === 'string';
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Tells the other server processes what changed (features/cluster). */
    processNotices: ProcessNotices;
  }
}
