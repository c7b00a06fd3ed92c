import type { Db } from '../../db/database.js';

/** How one blog (the viewer's) stands to another: follows either way since when, blocks either way. */
export interface Relation {
  /** When the viewer's blog started following it, or null. */
  following: Date | null;
  /** When it started following the viewer's blog, or null. */
  followedBy: Date | null;
  /** A block stands between the two, either way. */
  blocked: boolean;
}

const NONE: Relation = { following: null, followedBy: null, blocked: false };

/** The relation of `viewerBlogId` to each of `blogIds`, in two queries. */
export async function loadRelations(
  db: Db,
  viewerBlogId: string,
  blogIds: readonly string[],
): Promise<Map<string, Relation>> {
  const result = new Map<string, Relation>(blogIds.map((id) => [id, { ...NONE }]));
  if (blogIds.length === 0) return result;
  const ids = [...blogIds];
  const follows = await db
    .selectFrom('follows')
    .select(['follower_blog_id', 'followed_blog_id', 'created_at'])
    .where((w) =>
      w.or([
        w.and([w('follower_blog_id', '=', viewerBlogId), w('followed_blog_id', 'in', ids)]),
        w.and([w('followed_blog_id', '=', viewerBlogId), w('follower_blog_id', 'in', ids)]),
      ]),
    )
    .execute();
  for (const f of follows) {
    if (f.follower_blog_id === viewerBlogId) {
      const r = result.get(f.followed_blog_id);
      if (r) r.following = f.created_at;
    } else {
      const r = result.get(f.follower_blog_id);
      if (r) r.followedBy = f.created_at;
    }
  }
  const blocks = await db
    .selectFrom('blocks')
    .select(['blocker_blog_id', 'blocked_blog_id'])
    .where((w) =>
      w.or([
        w.and([w('blocker_blog_id', '=', viewerBlogId), w('blocked_blog_id', 'in', ids)]),
        w.and([w('blocked_blog_id', '=', viewerBlogId), w('blocker_blog_id', 'in', ids)]),
      ]),
    )
    .execute();
  for (const b of blocks) {
    const other = b.blocker_blog_id === viewerBlogId ? b.blocked_blog_id : b.blocker_blog_id;
    const r = result.get(other);
    if (r) r.blocked = true;
  }
  return result;
}
