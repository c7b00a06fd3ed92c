import { answerSchema, askMessages, askSchema, deleteAskSchema } from '@rookery/core';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { ok } from '../../http/envelope.js';
import { AuthRequiredError } from '../../http/errors.js';
import { requireSession } from '../../http/session.js';
import { parse } from '../../http/validate.js';
import { addressKey } from '../blocks/address-blocks.js';
import { actorOf, assertWithinLimit } from '../limits/abuse-limits.js';
import { loadViewer, type Viewer } from '../posts/pipeline/viewer.js';
import { answerAsk } from './answer.js';
import { askQuestion } from './ask.js';
import { deleteAsk } from './delete-ask.js';

/** Asking a blog (spec document 2 §7 /svc/post/ask), and the asked blog answering or dropping it. */
export function askRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, config } = deps;
  // The site's own host counts as a link in a question (spec document 2 §5).
  const hosts = [new URL(config.publicUrl).host];

  app.post('/svc/post/ask', async (request) => {
    if (!request.session) throw new AuthRequiredError(askMessages.askLoginRequired);
    const input = parse(askSchema, request.body);
    await assertWithinLimit(deps, 'ask', actorOf(request));
    const viewer = (await loadViewer(db, request.session)) as Viewer;
    return ok(await askQuestion(db, viewer, input, hosts, addressKey(config.sessionSecret, request.ip)));
  });

  app.post('/answer', async (request) => {
    const session = requireSession(request);
    return ok(await answerAsk(db, session, parse(answerSchema, request.body)));
  });

  app.post('/svc/ask/delete', async (request) => {
    const session = requireSession(request);
    return ok(await deleteAsk(db, session, parse(deleteAskSchema, request.body)));
  });
}
