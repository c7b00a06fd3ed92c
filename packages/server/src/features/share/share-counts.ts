import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** Where a post went: a network of `/svc/share/{network}`, or e-mail. */
export type ShareChannel = 'twitter' | 'facebook' | 'pinterest' | 'reddit' | 'email';

/** Counts one share of the post to the channel, answering the new count. One upsert, race-free. */
export async function countShare(db: Db, postId: string, channel: ShareChannel): Promise<number> {
  const row = await db
    .insertInto('post_share_counts')
    .values({ post_id: postId, network: channel, count: 1 })
    .onConflict((oc) =>
      oc.columns(['post_id', 'network']).doUpdateSet({
        count: sql`post_share_counts.count + 1`,
        last_shared_at: sql`now()`,
      }),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Every channel's count for a post, for tests and an owner's insights later. */
export async function shareCounts(db: Db, postId: string): Promise<Partial<Record<ShareChannel, number>>> {
  const rows = await db
    .selectFrom('post_share_counts')
    .select(['network', 'count'])
    .where('post_id', '=', postId)
    .execute();
  return Object.fromEntries(rows.map((r) => [r.network, Number(r.count)]));
}
