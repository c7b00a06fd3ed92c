import { createReadStream } from 'node:fs';
import { type AccountExportsResponse, accountExportTexts, exportTokenSchema } from '@rookery/core';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { ok } from '../../http/envelope.js';
import { NotFoundError } from '../../http/errors.js';
import { requireSession } from '../../http/session.js';
import { actorOf, assertWithinLimit } from '../limits/abuse-limits.js';
import { assertNonePending, createExport, listExports, readyExportFile } from './exports.js';

/** Issue 21: the account's full export, made by a job (build-export.ts) and downloaded by its owner. */
export function accountExportRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  app.get('/svc/account/export', async (request) => {
    const { userId } = requireSession(request);
    return ok<AccountExportsResponse>({ exports: await listExports(db, userId) });
  });

  app.post('/svc/account/export', async (request) => {
    const { userId } = requireSession(request);
    await assertNonePending(db, userId);
    await assertWithinLimit(deps, 'accountExport', actorOf(request));
    await createExport(db, userId);
    return ok<AccountExportsResponse>({ exports: await listExports(db, userId) });
  });

  app.get<{ Params: { token: string } }>('/svc/account/export/:token', async (request, reply) => {
    const { userId } = requireSession(request);
    const token = exportTokenSchema.safeParse(request.params.token);
    if (!token.success) throw new NotFoundError(accountExportTexts.notFound);
    const file = await readyExportFile(deps, userId, token.data);
    const day = file.exportedAt.toISOString().slice(0, 10);
    return reply
      .type('application/zip')
      .header('content-length', file.bytes)
      .header('content-disposition', `attachment; filename="rookery-export-${day}.zip"`)
      .header('cache-control', 'private, no-store')
      .send(createReadStream(file.path));
  });
}
