import {
  adminLogQuerySchema,
  adminReportsQuerySchema,
  adminRoleSchema,
  messages,
  reportDecisionSchema,
} from '@rookery/core';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { ok } from '../../http/envelope.js';
import { NotFoundError } from '../../http/errors.js';
import { parse } from '../../http/validate.js';
import { findBlogByName } from '../blogs/blogs.js';
import { requireViewer } from '../posts/pipeline/viewer.js';
import { appealQueue } from './admin-appeals.js';
import { adminBlog } from './admin-blog.js';
import { readLog } from './admin-log.js';
import { decideReport, listReports } from './admin-reports.js';
import { setRole } from './grant-role.js';
import { requireAdmin, requireModerator, requireModeratorOr404 } from './roles.js';

/** The /admin area's data: 404 to anyone but a moderator, so the area does not show it exists. */
export function adminRoutes(app: FastifyInstance, { db }: AppDeps): void {
  app.get('/svc/admin/reports', async (request) => {
    await requireModeratorOr404(db, request);
    return ok(await listReports(db, parse(adminReportsQuerySchema, request.query)));
  });

  app.post('/svc/admin/report', async (request) => {
    const input = parse(reportDecisionSchema, request.body);
    return ok(await decideReport(db, await requireModerator(db, request), input));
  });

  app.get<{ Params: { name: string } }>('/svc/admin/blog/:name', async (request) => {
    await requireModeratorOr404(db, request);
    return ok(await adminBlog(db, request.params.name));
  });

  app.post('/svc/admin/role', async (request) => {
    const input = parse(adminRoleSchema, request.body);
    const admin = await requireAdmin(db, request);
    const blog = await findBlogByName(db, input.tumblelog);
    if (!blog) throw new NotFoundError(messages.blogNotFound);
    const role = input.role === 'none' ? null : input.role;
    await setRole(db, { userId: blog.user_id }, role, admin.userId, input.reason);
    return ok({ tumblelog: blog.name, role });
  });

  app.get('/svc/admin/appeals', async (request) => {
    await requireModeratorOr404(db, request);
    return ok(await appealQueue(db, await requireViewer(db, request)));
  });

  app.get('/svc/admin/log', async (request) => {
    await requireModeratorOr404(db, request);
    return ok(await readLog(db, parse(adminLogQuerySchema, request.query).before));
  });
}
