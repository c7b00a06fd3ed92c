import type { UserRole } from '@rookery/core';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import { NotFoundError } from '../../http/errors.js';
import { requireSession } from '../../http/session.js';

/**
 * The signed-in moderator or admin making an admin-area call; visitors are asked to log in (401)
 * and members get the 404 any unknown address gets, so the admin area does not show itself.
 */
export async function requireStaff(
  db: Db,
  request: FastifyRequest,
): Promise<{ userId: string; role: UserRole }> {
  const session = requireSession(request);
  const user = await db
    .selectFrom('users')
    .select('role')
    .where('id', '=', session.userId)
    .executeTakeFirst();
  if (!user?.role) throw new NotFoundError();
  return { userId: session.userId, role: user.role };
}
