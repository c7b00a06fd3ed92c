import { type Compilable, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/test-database.js';
import { mergeQuery, walkedHeads } from '../features/dashboard/skeleton.js';
import { hydrationQuery, idArray } from '../features/posts/pipeline/hydrate.js';
import { queuesWithoutJob } from '../jobs/queue-job.js';

const database = useTestDatabase();

/**
 * The generic plan of a statement (what every connection runs, database.ts), with reading a whole
 * table made the last resort: the tables here are nearly empty, where a full read is cheapest, so
 * only this tells "no index can serve it" from "no index was worth it".
 */
async function genericPlan(query: Compilable<unknown> | string): Promise<string> {
  const text = typeof query === 'string' ? query : query.compile().sql;
  return database.db.transaction().execute(async (tx) => {
    await sql`set local enable_seqscan = off`.execute(tx);
    const rows = await sql<{ 'QUERY PLAN': string }>`explain (generic_plan) ${sql.raw(text)}`.execute(tx);
    return rows.rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}

describe('statements that must find their rows by index under a generic plan', () => {
  it('the queue sweep reads queued posts by their partial index, not all posts', async () => {
    const plan = await genericPlan(queuesWithoutJob(database.db));
    expect(plan).toContain('posts_queue_idx');
    expect(plan).not.toMatch(/Seq Scan on posts/);
  });

  it("an unlike finds the like's activity row by post and liker", async () => {
    const plan = await genericPlan(
      'delete from activity where kind = $1 and post_id = $2 and actor_blog_id = $3',
    );
    expect(plan).toContain('activity_post_actor_idx');
  });

  it('deleting a post finds its activity by post (the cascade of the foreign key)', async () => {
    expect(await genericPlan('select id from activity where post_id = $1')).toContain(
      'activity_post_actor_idx',
    );
  });

  it("a card's replies-followed test can read one user's subscriptions", async () => {
    expect(await genericPlan('select post_id from post_subscriptions where user_id = $1')).toContain(
      'post_subscriptions_user_idx',
    );
  });

  it("a page's viewer tests (liked, followed, reblogged, subscribed) probe per post, not all the viewer's rows", async () => {
    const plan = await genericPlan(hydrationQuery(database.db, idArray(['1', '2']), '1', '1', ['1']));
    expect(plan).toContain('likes_user_post_key');
    expect(plan).not.toMatch(/hashed SubPlan/i);
  });

  it("the dashboard's first page reads the followed blogs' heads from blog_heads in one scan over their ids", async () => {
    const plan = await genericPlan(mergeQuery(['1', '2'], null, 21).compile(database.db).sql);
    // An index-only scan once the table is vacuumed; a bitmap scan of the same index on this empty one.
    expect(plan).toMatch(/(using|on) blog_heads_pkey[^\n]*\n\s*Index Cond: \(blog_id = ANY \(\(InitPlan/);
    expect(plan).not.toMatch(/Seq Scan on (blog_heads|posts)|Hash Join/);
  });

  it('a first page of many follows walks the kept heads newest first, not the posts', async () => {
    const own = ['1', '2'];
    const plan = await genericPlan(mergeQuery(own, null, 21, walkedHeads(own, 21)).compile(database.db).sql);
    expect(plan).toMatch(/Index (Only )?Scan using blog_heads_published_idx/);
    expect(plan).not.toMatch(/Seq Scan on (blog_heads|posts)|posts_published_idx/);
  });
});
