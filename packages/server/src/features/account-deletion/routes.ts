import { type AccountDeletionResponse, accountDeletionTexts, deleteAccountSchema } from '@rookery/core';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { ok } from '../../http/envelope.js';
import { requireSession } from '../../http/session.js';
import { parse } from '../../http/validate.js';
import { loadCurrentUser } from '../accounts/current-user.js';
import { deletionScheduledMail } from './deletion-mail.js';
import { keepAccount, scheduleDeletion } from './schedule.js';

/** Issue 21: leaving. The account goes after a grace period; until then its owner can keep it. */
export function accountDeletionRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  app.post('/svc/account/delete', async (request) => {
    const session = requireSession(request);
    const input = parse(deleteAccountSchema, request.body);
    const deleteAfter = await scheduleDeletion(deps, session.userId, session.id, input);
    // The other sessions ended: this process forgets them now, the others within seconds.
    app.sessionCache.forgetUser(session.userId);
    const user = await loadCurrentUser(db, session);
    await deps.mailer
      .send(deletionScheduledMail(user?.email ?? '', deps.config.publicUrl, deleteAfter))
      .catch((err) => request.log.error({ err }, 'could not send mail'));
    return ok<AccountDeletionResponse>({
      deletion_scheduled_for: deleteAfter.toISOString(),
      message: accountDeletionTexts.scheduled,
      user,
    });
  });

  app.post('/svc/account/delete/cancel', async (request) => {
    const session = requireSession(request);
    await keepAccount(deps, session.userId);
    return ok<AccountDeletionResponse>({
      deletion_scheduled_for: null,
      message: accountDeletionTexts.kept,
      user: await loadCurrentUser(db, session),
    });
  });
}
