import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { withMultipart } from './api-body.js';
import { blocksWrites } from './blocks-writes.js';
import { npfWrites } from './npf-writes.js';
import { legacyPostWrites } from './post-writes.js';
import { queueWrites } from './queue-writes.js';
import { userActions } from './user-actions.js';

/**
 * The API's writes (issue 24), each only with a token that may write and only on its user's own
 * blogs: posts legacy and NPF (in a scope that reads multipart, for their media), the queue,
 * blocks, likes and follows.
 */
export async function writeEndpoints(scope: FastifyInstance, deps: AppDeps): Promise<void> {
  await scope.register(async (posting) => {
    await withMultipart(posting);
    legacyPostWrites(posting, deps);
    npfWrites(posting, deps);
  });
  queueWrites(scope, deps);
  blocksWrites(scope, deps);
  userActions(scope, deps);
}
