import {
  approveSubmissionSchema,
  denySubmissionSchema,
  POST_REQUEST_MAX_BYTES,
  submitSchema,
} from '@rookery/core';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { ok } from '../../http/envelope.js';
import { requireSession } from '../../http/session.js';
import { parse } from '../../http/validate.js';
import { addressKey } from '../blocks/address-blocks.js';
import { actorOf, assertWithinLimit } from '../limits/abuse-limits.js';
import { requireViewer } from '../posts/pipeline/viewer.js';
import { approveSubmission, denySubmission } from './review.js';
import { submitPost } from './submit.js';

/** Submitting a post to a blog, and its owner approving (publish or queue) or denying it (spec document 2 §7). */
export function submissionRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, config } = deps;

  // A submission is a post: the post save's body limit (posts/routes.ts).
  app.post('/svc/post/submit', { bodyLimit: POST_REQUEST_MAX_BYTES }, async (request) => {
    const viewer = await requireViewer(db, request);
    const input = parse(submitSchema, request.body);
    await assertWithinLimit(deps, 'submission', actorOf(request));
    return ok(await submitPost(db, viewer, input, addressKey(config.sessionSecret, request.ip)));
  });

  app.post('/approve_submission', async (request) => {
    const session = requireSession(request);
    return ok(await approveSubmission(db, session, parse(approveSubmissionSchema, request.body)));
  });

  app.post('/deny_submission', async (request) => {
    const session = requireSession(request);
    const { pid } = parse(denySubmissionSchema, request.body);
    return ok(await denySubmission(db, session, pid));
  });
}
