import { PROMOTED_PER_TAG_MAX } from '@rookery/core';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Skeleton } from '../posts/pipeline/cursor.js';
import type { Viewer } from '../posts/pipeline/viewer.js';
import { sensitiveFilter } from '../safety/sensitive-posts.js';
import { promotionTag } from './promote.js';

/**
 * The posts promoted in a tag, most recently promoted first: only those still public, published
 * and carrying the tag (post_tags holds exactly those), and none a safe-mode reader is kept from,
 * at most PROMOTED_PER_TAG_MAX.
 */
async function promotedIds(db: Db, tag: string, viewer: Viewer | null): Promise<string[]> {
  const rows = await db
    .selectFrom('promotions as pr')
    .select('pr.post_id')
    .where('pr.tag', '=', promotionTag(tag))
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('post_tags as pt')
          .select(sql`1`.as('one'))
          .whereRef('pt.post_id', '=', 'pr.post_id')
          .whereRef('pt.tag', '=', 'pr.tag'),
      ),
    )
    .where(
      sql<boolean>`exists (select 1 from posts p where p.id = pr.post_id and ${sensitiveFilter(viewer)})`,
    )
    .orderBy('pr.id', 'desc')
    .limit(PROMOTED_PER_TAG_MAX)
    .execute();
  return rows.map((r) => r.post_id);
}

/**
 * A tag page's skeleton (read meanwhile) with its promoted posts leading the first page; they are
 * left out where the tag's own order would list them, so no post shows twice.
 */
export async function withPromoted(
  db: Db,
  tag: string,
  page: Promise<Skeleton>,
  firstPage: boolean,
  viewer: Viewer | null,
): Promise<Skeleton> {
  const [skeleton, promoted] = await Promise.all([page, promotedIds(db, tag, viewer)]);
  if (promoted.length === 0) return skeleton;
  const rest = skeleton.ids.filter((id) => !promoted.includes(id));
  return { ...skeleton, ids: firstPage ? [...promoted, ...rest] : rest };
}
