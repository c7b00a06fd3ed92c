import type { Db } from '../../db/database.js';

/** The activity items a blog was given, oldest first, as the tests of the post actions read them. */
export async function activityOf(db: Db, blogName: string) {
  return db
    .selectFrom('activity as a')
    .innerJoin('blogs as told', 'told.id', 'a.blog_id')
    .leftJoin('blogs as actor', 'actor.id', 'a.actor_blog_id')
    .select(['a.kind', 'actor.name as actor', 'a.post_id', 'a.text'])
    .where('told.name', '=', blogName)
    .orderBy('a.id')
    .execute();
}
