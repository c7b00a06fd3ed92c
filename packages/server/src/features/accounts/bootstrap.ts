import { type Bootstrap, DEFAULT_FEATURE_FLAGS } from '@rookery/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { formKeyForPage, sessionOptionsFrom } from '../../http/session.js';
import { loadCurrentUser } from './current-user.js';

/** What a page starts from: the current user (or none), the form key, the feature flags and the app link. */
export async function bootstrapFor(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Bootstrap> {
  const user = request.session ? await loadCurrentUser(deps.db, request.session) : null;
  return {
    user,
    form_key: formKeyForPage(request, reply, sessionOptionsFrom(deps.config)),
    flags: DEFAULT_FEATURE_FLAGS,
    app_url: deps.config.appUrl ?? null,
  };
}
