import type { ReportResponse, reportSchema } from '@rookery/core';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { blockAddress } from '../blocks/address-blocks.js';
import { blockBlog } from '../blocks/blocks.js';
import { jsonb } from '../posts/jsonb.js';
import { resolveTarget } from './report-target.js';

type ReportInput = z.output<typeof reportSchema>;

/**
 * POST /svc/report: stores the report with a snapshot of what was reported, once per reporter and
 * thing (a second report of it changes nothing and answers the first), and with `block` blocks the
 * blog behind it from the reporter's blog it reached (the asked blog for an anonymous ask, whose
 * asker the reporter never sees; an ask's address is blocked too, spec document 1 §8).
 * `reporter.blogId` is the blog they act as.
 */
export async function createReport(
  db: Db,
  reporter: { userId: string; blogId: string | null },
  input: ReportInput,
): Promise<ReportResponse> {
  const target = await resolveTarget(db, reporter.userId, input.target_type, input.target_id);
  const blocker = target.reporterBlogId ?? reporter.blogId;
  const blocked = input.block && blocker !== null && blocker !== target.targetBlogId;
  if (blocked) {
    await blockBlog(db, blocker, target.targetBlogId, 'report');
    if (target.senderAddress) await blockAddress(db, blocker, target.senderAddress);
  }
  const created = await db
    .insertInto('reports')
    .values({
      reporter_user_id: reporter.userId,
      reporter_blog_id: reporter.blogId,
      target_type: input.target_type,
      target_id: target.targetId,
      target_blog_id: target.targetBlogId,
      reason: input.reason,
      note: input.note,
      snapshot: jsonb(target.snapshot),
    })
    .onConflict((c) => c.columns(['reporter_user_id', 'target_type', 'target_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (created) return { report_id: created.id, created: true, blocked };
  const existing = await db
    .selectFrom('reports')
    .select('id')
    .where('reporter_user_id', '=', reporter.userId)
    .where('target_type', '=', input.target_type)
    .where('target_id', '=', target.targetId)
    .executeTakeFirstOrThrow();
  return { report_id: existing.id, created: false, blocked };
}
