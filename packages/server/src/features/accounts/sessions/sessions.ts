import type { AccountSessionData } from '@rookery/core';
import type { Db } from '../../../db/database.js';
import { NotFoundError } from '../../../http/errors.js';
import type { SessionInfo } from '../../../http/session.js';
import { tokenDigest } from '../../../http/token-digest.js';
import { describeUserAgent } from './user-agent.js';

/**
 * The id a page sees for a session: a digest of the table's key (itself the cookie token's digest),
 * so the key of a live session never leaves the server, not even to its owner.
 */
const publicId = (sessionId: string) => tokenDigest(`session:${sessionId}`).slice(0, 22);

const liveSessions = (db: Db, userId: string) =>
  db
    .selectFrom('sessions')
    .select(['id', 'ip', 'user_agent', 'created_at', 'last_seen_at'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', new Date())
    .orderBy('last_seen_at', 'desc')
    .execute();

/** The account's signed-in browsers: this one first and marked, then the most recently seen. */
export async function listSessions(db: Db, current: SessionInfo): Promise<AccountSessionData[]> {
  const rows = await liveSessions(db, current.userId);
  rows.sort((a, b) => Number(b.id === current.id) - Number(a.id === current.id));
  return rows.map((row) => ({
    id: publicId(row.id),
    device: describeUserAgent(row.user_agent),
    user_agent: row.user_agent,
    ip: row.ip,
    signed_in_at: row.created_at.toISOString(),
    last_seen_at: row.last_seen_at.toISOString(),
    current: row.id === current.id,
  }));
}

/** Signs one of the account's sessions out; answers its key, for the session cache to forget. */
export async function revokeSession(db: Db, userId: string, id: string): Promise<string> {
  const session = (await liveSessions(db, userId)).find((row) => publicId(row.id) === id);
  if (!session) throw new NotFoundError('That session has already ended.');
  await db.deleteFrom('sessions').where('id', '=', session.id).where('user_id', '=', userId).execute();
  return session.id;
}
