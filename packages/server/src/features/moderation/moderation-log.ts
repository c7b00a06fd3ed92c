import type { Db } from '../../db/database.js';
import { jsonb } from '../posts/jsonb.js';

export type LogTarget = 'blog' | 'post' | 'report' | 'user' | 'message';

/** One line of the audit log: who did what to what, and why. */
export interface LogEntry {
  moderatorUserId: string | null;
  action: string;
  targetType: LogTarget;
  targetId: string;
  reason?: string;
  details?: Record<string, unknown>;
}

/** Writes the entry, inside the caller's transaction so an action and its line land together. */
export async function writeLog(db: Db, entry: LogEntry): Promise<void> {
  await db
    .insertInto('moderation_log')
    .values({
      moderator_user_id: entry.moderatorUserId,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId,
      reason: entry.reason ?? '',
      details: jsonb(entry.details ?? {}),
    })
    .execute();
}
