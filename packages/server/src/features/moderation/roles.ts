import { moderationTexts, type UserRole } from '@rookery/core';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import { ForbiddenError, NotFoundError } from '../../http/errors.js';
import { requireSession } from '../../http/session.js';

/** A signed-in moderator or admin: who every moderation action is written down as. */
export interface Moderator {
  userId: string;
  role: UserRole;
}

/** The role of a user; null for members (and for a user that is gone). */
export async function roleOf(db: Db, userId: string): Promise<UserRole | null> {
  const row = await db.selectFrom('users').select('role').where('id', '=', userId).executeTakeFirst();
  return row?.role ?? null;
}

/**
 * The moderator making a request: 401 for visitors, 403 for members (the toggles and other calls
 * the spec names answer 403). The role is read on every call, never cached: a revoked moderator
 * stops at once.
 */
export async function requireModerator(db: Db, request: FastifyRequest): Promise<Moderator> {
  const session = requireSession(request);
  const role = await roleOf(db, session.userId);
  if (!role) throw new ForbiddenError(moderationTexts.moderatorsOnly);
  return { userId: session.userId, role };
}

/** An admin: only they give and take the moderator role in the /admin area (403 for moderators). */
export async function requireAdmin(db: Db, request: FastifyRequest): Promise<Moderator> {
  const moderator = await requireModerator(db, request);
  if (moderator.role !== 'admin') throw new ForbiddenError(moderationTexts.adminsOnly);
  return moderator;
}

/**
 * The moderator reading the /admin area's data: anyone else, visitors included, gets the 404 page's
 * answer, so the area does not show that it exists.
 */
export async function requireModeratorOr404(db: Db, request: FastifyRequest): Promise<Moderator> {
  const role = request.session ? await roleOf(db, request.session.userId) : null;
  if (!request.session || !role) throw new NotFoundError();
  return { userId: request.session.userId, role };
}
