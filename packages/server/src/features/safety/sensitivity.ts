import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/**
 * posts.is_sensitive (migration 0019): labelled by its author, by a moderator, or inheriting a
 * label from a post in its reblog trail. Kept as a column so a safe-mode read is a plain filter;
 * a blog's adult/nsfw is read from the blog instead (a toggle changes one row, not its posts).
 */
const labelled = sql<boolean>`(p.owner_flagged_nsfw or p.moderator_flagged_nsfw or exists (
  select 1 from jsonb_array_elements(p.trail) t
  join posts tp on tp.id = (t->>'post_id')::bigint
  where tp.id <> p.id and (tp.owner_flagged_nsfw or tp.moderator_flagged_nsfw)))`;

/**
 * Works `id`'s label out again, and, when it changed, that of every reblog carrying it in its trail
 * (all share its root: posts_root_idx finds them, the trail says which).
 */
export async function refreshSensitivity(db: Db, id: string): Promise<void> {
  const changed = await sql<{ root: string }>`
    update posts p set is_sensitive = ${labelled}
    where p.id = ${id} and p.is_sensitive is distinct from ${labelled}
    returning coalesce(p.root_post_id, p.id) as root`.execute(db);
  const root = changed.rows[0]?.root;
  if (!root) return;
  await sql`
    update posts p set is_sensitive = ${labelled}
    where p.root_post_id = ${root} and p.trail @> ${JSON.stringify([{ post_id: id }])}::jsonb
      and p.is_sensitive is distinct from ${labelled}`.execute(db);
}
