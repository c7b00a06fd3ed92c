import { type ApiGrantData, apiAppTexts } from '@rookery/core';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { NotFoundError } from '../../http/errors.js';

/** The apps the account let act for it, most recently approved first. */
export async function grantsOf(db: Db, userId: string): Promise<ApiGrantData[]> {
  const rows = await db
    .selectFrom('api_grants as g')
    .innerJoin('api_apps as a', 'a.id', 'g.app_id')
    .select(['g.id', 'g.can_write', 'g.created_at', 'g.last_used_at', 'a.name', 'a.website', 'a.description'])
    .where('g.user_id', '=', userId)
    .orderBy('g.id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    app: { name: row.name, website: row.website, description: row.description },
    can_read: true,
    can_write: row.can_write,
    authorized_at: row.created_at.toISOString(),
    last_used_at: row.last_used_at?.toISOString() ?? null,
  }));
}

/**
 * The account's grant to an app, made or widened by an approval: one per account and app, which
 * may write once any approval let it.
 */
export async function grantAccess(db: Db, userId: string, appId: string, write: boolean): Promise<string> {
  const row = await db
    .insertInto('api_grants')
    .values({ user_id: userId, app_id: appId, can_write: write })
    .onConflict((oc) =>
      oc.columns(['user_id', 'app_id']).doUpdateSet({
        can_write: sql<boolean>`api_grants.can_write OR excluded.can_write`,
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Revokes an app's access: the grant goes, and every token it issued with it, at once. */
export async function revokeGrant(db: Db, userId: string, id: string): Promise<void> {
  const gone = await db
    .deleteFrom('api_grants')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (gone.numDeletedRows === 0n) throw new NotFoundError(apiAppTexts.grantGone);
}
