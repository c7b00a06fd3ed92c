import type { PushEvent } from '@rookery/core';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** The one PostgreSQL channel every server process listens on (stream.ts); payloads name the user. */
export const PUSH_CHANNEL = 'rookery_push';

/** An event for one user's open streams, on whichever server process holds them. */
export interface PushNotice {
  userId: string;
  event: PushEvent;
}

/**
 * Sends notices through NOTIFY. Called with a transaction, they leave only when it commits (and
 * never if it rolls back), so a client told of a message can always read it. One statement for all.
 */
export async function publishPush(db: Db, notices: PushNotice[]): Promise<void> {
  if (notices.length === 0) return;
  const payloads = notices.map((n) => JSON.stringify({ u: n.userId, e: n.event }));
  await sql`SELECT pg_notify(${PUSH_CHANNEL}, p) FROM unnest(${payloads}::text[]) AS p`.execute(db);
}
