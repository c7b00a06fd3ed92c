import { type AccountSessionsResponse, type DoneResponse, revokeSessionSchema } from '@rookery/core';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../deps.js';
import { ok } from '../../../http/envelope.js';
import { requireSession } from '../../../http/session.js';
import { parse } from '../../../http/validate.js';
import { listSessions, revokeSession } from './sessions.js';

/** Settings → apps and devices (/settings/apps): where the account is signed in, and signing one out. */
export function sessionRoutes(app: FastifyInstance, { db }: AppDeps): void {
  app.get('/svc/account/sessions', async (request) =>
    ok<AccountSessionsResponse>({ sessions: await listSessions(db, requireSession(request)) }),
  );

  app.post('/svc/account/sessions/revoke', async (request) => {
    const session = requireSession(request);
    const revoked = await revokeSession(db, session.userId, parse(revokeSessionSchema, request.body).id);
    app.sessionCache.forget(revoked);
    return ok<DoneResponse>({ done: true });
  });
}
