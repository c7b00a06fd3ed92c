import type { PushEvent } from '@rookery/core';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ProcessNotice } from '../cluster/process-notices.js';

/** The one PostgreSQL channel every server process listens on (listener.ts); payloads name the user. */
export const PUSH_CHANNEL = 'rookery_push';

/** An event for one user's open streams, on whichever server process holds them. */
export interface PushNotice {
  userId: string;
  event: PushEvent;
}

/**
 * What travels in a NOTIFY payload: an event for one user, (`b`) the blogs that just published, or
 * (`x`) a process notice (features/cluster) for what processes keep in memory.
 */
export type PushPayload = { u: string; e: PushEvent } | { b: string[] } | { x: ProcessNotice };

const localWatchers = new Set<(userIds: readonly string[], backendPid: number) => void>();

/**
 * Tells `watcher` of every publish made in this process, before it commits: which users, and the
 * PostgreSQL backend that will send the notices (a notification names it), so the push hub can
 * stop answering those users' counts from memory until their notices are back (counts-cache.ts).
 */
export function watchLocalPublishes(
  watcher: (userIds: readonly string[], backendPid: number) => void,
): () => void {
  localWatchers.add(watcher);
  return () => localWatchers.delete(watcher);
}

/**
 * Sends notices through NOTIFY. Called with a transaction, they leave only when it commits (and
 * never if it rolls back), so a client told of a message can always read it. One statement for all
 * (the count makes every row run), which also answers the backend's pid.
 */
export async function publishPush(db: Db, notices: PushNotice[]): Promise<void> {
  if (notices.length === 0) return;
  const payloads = notices.map((n) => JSON.stringify({ u: n.userId, e: n.event } satisfies PushPayload));
  const { rows } = await sql<{ pid: number }>`
    SELECT pg_backend_pid() AS pid, count(pg_notify(${PUSH_CHANNEL}, p)) AS sent
    FROM unnest(${payloads}::text[]) AS p`.execute(db);
  const pid = rows[0]?.pid;
  if (pid === undefined || localWatchers.size === 0) return;
  const userIds = [...new Set(notices.map((n) => n.userId))];
  for (const watcher of localWatchers) watcher(userIds, pid);
}

/**
 * Tells every server process that these blogs published: one notice for all their followers,
 * however many, as each process works out which of the users it holds streams for follow them
 * (hub.ts). Sent when the transaction commits, like every notice.
 */
export async function publishPosted(db: Db, blogIds: string[]): Promise<void> {
  if (blogIds.length === 0) return;
  const payload = JSON.stringify({ b: [...new Set(blogIds)] } satisfies PushPayload);
  await sql`select pg_notify(${PUSH_CHANNEL}, ${payload})`.execute(db);
}
