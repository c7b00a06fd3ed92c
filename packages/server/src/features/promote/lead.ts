import { PROMOTED_PER_TAG_MAX } from '@rookery/core';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Skeleton } from '../posts/pipeline/cursor.js';
import { promotionTag } from './promote.js';

/**
 * The posts promoted in a tag, most recently promoted first: only those still public, published
 * and carrying the tag (post_tags holds exactly those), at most PROMOTED_PER_TAG_MAX.
 */
async function promotedIds(db: Db, tag: string): Promise<string[]> {
  const rows = await db
    .selectFrom('promotions as p')
    .select('p.post_id')
    .where('p.tag', '=', promotionTag(tag))
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('post_tags as pt')
          .select(sql`1`.as('one'))
          .whereRef('pt.post_id', '=', 'p.post_id')
          .whereRef('pt.tag', '=', 'p.tag'),
      ),
    )
    .orderBy('p.id', 'desc')
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
): Promise<Skeleton> {
  const [skeleton, promoted] = await Promise.all([page, promotedIds(db, tag)]);
  if (promoted.length === 0) return skeleton;
  const rest = skeleton.ids.filter((id) => !promoted.includes(id));
  return { ...skeleton, ids: firstPage ? [...promoted, ...rest] : rest };
}
