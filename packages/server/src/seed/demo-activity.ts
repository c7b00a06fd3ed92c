import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/**
 * The activity the demo's follows and likes would have produced had they been made through the
 * calls (which notify as they go): the seed writes those rows directly, so it writes these too.
 */
export async function seedDemoActivity(db: Db): Promise<void> {
  await sql`
    insert into activity (blog_id, kind, actor_blog_id, created_at)
    select f.followed_blog_id, 'follow', f.follower_blog_id, f.created_at
    from follows f
    join blogs a on a.id = f.follower_blog_id join blogs b on b.id = f.followed_blog_id
    where a.user_id <> b.user_id`.execute(db);
  await sql`
    insert into activity (blog_id, kind, actor_blog_id, post_id, created_at)
    select p.blog_id, 'like', l.blog_id, p.id, l.created_at
    from likes l join posts p on p.id = l.post_id
    order by l.id`.execute(db);
}
