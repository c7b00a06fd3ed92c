import type { AdminLogEntry, AdminLogResponse } from '@rookery/core';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

const PAGE = 50;

/** The log's lines with who did them (the moderator's primary blog) and the blog they were about. */
function selectEntries(db: Db) {
  return db
    .selectFrom('moderation_log as l')
    .leftJoin('users as u', 'u.id', 'l.moderator_user_id')
    .leftJoin('blogs as mb', 'mb.id', 'u.primary_blog_id')
    .select([
      'l.id',
      'l.action',
      'l.target_type',
      'l.target_id',
      'l.reason',
      'l.created_at',
      'mb.name as moderator',
    ])
    .select(
      sql<string | null>`case l.target_type
        when 'blog' then (select name from blogs where id = l.target_id)
        when 'post' then (select b.name from posts p join blogs b on b.id = p.blog_id where p.id = l.target_id)
        end`.as('target_name'),
    );
}

type EntryRow = Awaited<ReturnType<ReturnType<typeof selectEntries>['execute']>>[number];

export const presentEntry = (row: EntryRow): AdminLogEntry => ({
  id: row.id,
  moderator: row.moderator,
  action: row.action,
  target_type: row.target_type,
  target_id: row.target_id,
  target_name: row.target_name,
  reason: row.reason,
  created_at: row.created_at.toISOString(),
});

/** GET /svc/admin/log: every moderator action, newest first, a page at a time. */
export async function readLog(db: Db, before: string | undefined): Promise<AdminLogResponse> {
  const rows = await selectEntries(db)
    .$if(!!before, (q) => q.where('l.id', '<', before!))
    .orderBy('l.id', 'desc')
    .limit(PAGE + 1)
    .execute();
  const page = rows.slice(0, PAGE);
  return { entries: page.map(presentEntry), next: rows.length > PAGE ? (page.at(-1)?.id ?? null) : null };
}

/** The history of one blog's toggles (and other lines about it), newest first. */
export async function blogHistory(db: Db, blogId: string): Promise<AdminLogEntry[]> {
  const rows = await selectEntries(db)
    .where('l.target_type', '=', 'blog')
    .where('l.target_id', '=', blogId)
    .orderBy('l.id', 'desc')
    .limit(PAGE)
    .execute();
  return rows.map(presentEntry);
}
