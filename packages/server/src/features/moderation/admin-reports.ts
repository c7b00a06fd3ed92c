import type {
  AdminReport,
  AdminReportsResponse,
  adminReportsQuerySchema,
  reportDecisionSchema,
} from '@rookery/core';
import { moderationTexts } from '@rookery/core';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { ConflictError, NotFoundError } from '../../http/errors.js';
import { writeLog } from './moderation-log.js';
import type { Moderator } from './roles.js';

const PAGE = 30;

/**
 * GET /svc/admin/reports: the queue, newest first, with the reported blog's flags as they stand
 * now (to act on it in one click), the snapshot of what was reported, and how many others
 * reported the same thing.
 */
export async function listReports(
  db: Db,
  query: z.output<typeof adminReportsQuerySchema>,
): Promise<AdminReportsResponse> {
  const rows = await db
    .selectFrom('reports as r')
    .leftJoin('blogs as t', 't.id', 'r.target_blog_id')
    .leftJoin('blogs as rb', 'rb.id', 'r.reporter_blog_id')
    .selectAll('r')
    .select([
      't.name as target_name',
      't.is_spam',
      't.is_nsfw',
      't.is_adult',
      't.is_uniblocked',
      't.is_suspended',
    ])
    .select('rb.name as reporter_name')
    .select(
      sql<string>`(select count(*) from reports o where o.target_type = r.target_type and o.target_id = r.target_id and o.id <> r.id)`.as(
        'others',
      ),
    )
    .select(
      sql<
        boolean | null
      >`case when r.target_type = 'post' then exists (select 1 from posts p where p.id = r.target_id) end`.as(
        'post_exists',
      ),
    )
    .where('r.status', '=', query.status)
    .$if(!!query.target_type, (q) => q.where('r.target_type', '=', query.target_type!))
    .$if(!!query.reason, (q) => q.where('r.reason', '=', query.reason!))
    .$if(!!query.before, (q) => q.where('r.id', '<', query.before!))
    .orderBy('r.id', 'desc')
    .limit(PAGE + 1)
    .execute();
  const page = rows.slice(0, PAGE);
  const reports: AdminReport[] = page.map((r) => ({
    id: r.id,
    status: r.status,
    reason: r.reason,
    note: r.note,
    target_type: r.target_type,
    target_id: r.target_id,
    target_blog: r.target_name
      ? {
          name: r.target_name,
          flags: {
            spam: !!r.is_spam,
            nsfw: !!r.is_nsfw,
            adult: !!r.is_adult,
            uniblock: !!r.is_uniblocked,
            suspended: !!r.is_suspended,
          },
        }
      : null,
    snapshot: r.snapshot,
    post_exists: r.post_exists,
    reporter: r.reporter_name,
    others: Number(r.others),
    created_at: r.created_at.toISOString(),
    resolved_at: r.resolved_at?.toISOString() ?? null,
  }));
  return { reports, next: rows.length > PAGE ? (page.at(-1)?.id ?? null) : null };
}

/** POST /svc/admin/report: closes an open report as resolved (acted on) or dismissed, logged. */
export async function decideReport(
  db: Db,
  moderator: Moderator,
  input: z.output<typeof reportDecisionSchema>,
): Promise<{ report_id: string; status: string }> {
  return db.transaction().execute(async (tx) => {
    const report = await tx
      .updateTable('reports')
      .set({ status: input.status, resolved_by: moderator.userId, resolved_at: new Date() })
      .where('id', '=', input.report_id)
      .where('status', '=', 'open')
      .returning('id')
      .executeTakeFirst();
    if (!report) {
      const exists = await tx
        .selectFrom('reports')
        .select('id')
        .where('id', '=', input.report_id)
        .executeTakeFirst();
      throw exists ? new ConflictError(moderationTexts.reportNotOpen) : new NotFoundError();
    }
    await writeLog(tx, {
      moderatorUserId: moderator.userId,
      action: input.status === 'resolved' ? 'resolve_report' : 'dismiss_report',
      targetType: 'report',
      targetId: report.id,
      reason: input.reason,
    });
    return { report_id: report.id, status: input.status };
  });
}
