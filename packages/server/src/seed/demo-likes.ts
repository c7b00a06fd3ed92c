import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/**
 * Each demo user likes a few other people's public posts (as their primary blog), so the likes page,
 * note counts and explore's trending list have something to show on first start.
 */
export async function seedDemoLikes(db: Db): Promise<void> {
  await sql`
    insert into likes (user_id, blog_id, post_id, root_post_id)
    select u.id, u.primary_blog_id, p.id, coalesce(p.root_post_id, p.id)
    from users u
    cross join lateral (
      select p.id, p.root_post_id from posts p join blogs b on b.id = p.blog_id
      where b.user_id <> u.id and p.state = 'published' and not p.is_private and not p.members_only
      order by (p.id * 7 + u.id * 3) % 11, p.id
      limit 5
    ) p
    on conflict do nothing`.execute(db);
}
