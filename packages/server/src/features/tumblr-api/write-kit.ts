import type { FastifyRequest } from 'fastify';
import type { SessionInfo } from '../../http/session.js';
import type { BlogRow } from '../blogs/blog-row.js';
import type { Actor } from '../limits/abuse-limits.js';
import { type RequestBody, textParam } from '../tumblr/create/common-params.js';
import { TumblrInputError } from '../tumblr/create/input-error.js';
import { TumblrApiError } from './answers.js';
import type { ApiCaller } from './caller.js';

/** The user a token acts for: writes come only after apiCaller(request, 'write'), so there is one. */
export const callerUserId = (caller: ApiCaller): string => (caller.user as { id: string }).id;

/**
 * The session the web client would have for this write: the token's user acting as the blog the
 * path names, so the functions our own routes call (save, like, follow) decide exactly as there.
 */
export const sessionFor = (caller: ApiCaller, blog: Pick<BlogRow, 'id'> | null): SessionInfo => ({
  id: `api:${caller.grant?.id ?? ''}`,
  userId: callerUserId(caller),
  formKey: '',
  currentBlogId: blog?.id ?? null,
});

/** Who spends the abuse limits (features/limits): the token's user and the client's address. */
export const actorFor = (request: FastifyRequest, caller: ApiCaller): Actor & { account: string } => ({
  address: request.ip,
  account: callerUserId(caller),
});

/** A request the Tumblr mapping refuses as written: Tumblr's 400 with its subcode. */
export function mapped<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof TumblrInputError) throw new TumblrApiError(400, error.detail, error.code);
    throw error;
  }
}

/** A request parameter as text (form posts send strings, JSON may send numbers). */
export const param = (body: unknown, name: string): string =>
  textParam((body ?? {}) as RequestBody, name).trim();

/** A parameter the call cannot do without: 400 naming it. */
export function required(body: unknown, name: string): string {
  const value = param(body, name);
  if (!value) throw new TumblrApiError(400, `'${name}' is required.`);
  return value;
}
