import {
  avatarUrl,
  type BlockAddInput,
  type BlockedListResponse,
  type BlockRemoveInput,
  type BlockResponse,
  type FeedQuery,
  messages,
} from '@rookery/core';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { NotFoundError, ValidationError } from '../../http/errors.js';
import type { BlogRow } from '../blogs/blog-row.js';
import { findBlogByName, requireOwnedBlog } from '../blogs/blogs.js';
import { decodeTimeCursor, microsOf, olderThan, timeCursorOf, toSkeleton } from '../posts/pipeline/cursor.js';
import type { Viewer } from '../posts/pipeline/viewer.js';
import { authorOfPost } from './post-author.js';

const cannotBlockOwn = () => ValidationError.field('blocked_tumblelog', messages.cannotBlockOwn);

/**
 * `blocker` blocks the blog `blockedId`, in one transaction: the block, and the end of every follow
 * and subscription between the two, either way (a blocked blog cannot follow; the blocker stops
 * seeing it). Blocking again changes nothing. The caller has checked who owns what.
 */
export async function blockBlog(db: Db, blockerId: string, blockedId: string, context = ''): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto('blocks')
      .values({ blocker_blog_id: blockerId, blocked_blog_id: blockedId, context: context.slice(0, 40) })
      .onConflict((c) => c.doNothing())
      .execute();
    const between = (a: 'follower_blog_id' | 'subscriber_blog_id', b: 'followed_blog_id' | 'blog_id') =>
      sql<boolean>`(${sql.ref(a)}, ${sql.ref(b)}) in ((${blockerId}::bigint, ${blockedId}::bigint), (${blockedId}::bigint, ${blockerId}::bigint))`;
    await tx.deleteFrom('follows').where(between('follower_blog_id', 'followed_blog_id')).execute();
    await tx.deleteFrom('blog_subscriptions').where(between('subscriber_blog_id', 'blog_id')).execute();
  });
}

/** The blog a block names: by name, or the author of a post (spec document 1 §7 blocked_post). */
async function blockTarget(db: Db, blocker: BlogRow, input: BlockAddInput): Promise<BlogRow> {
  if (input.blocked_tumblelog) {
    const blog = await findBlogByName(db, input.blocked_tumblelog);
    if (!blog) throw new NotFoundError(messages.blogNotFound);
    return blog;
  }
  const author = await authorOfPost(db, blocker, input.blocked_post ?? '');
  if (!author) throw new NotFoundError(messages.postNotFound);
  return author;
}

/** POST /svc/block/add: the user's blog `tumblelog` blocks a blog (403 when the blog is not theirs). */
export async function addBlock(db: Db, viewer: Viewer, input: BlockAddInput): Promise<BlockResponse> {
  const blocker = await requireOwnedBlog(db, viewer.userId, input.tumblelog);
  const blocked = await blockTarget(db, blocker, input);
  if (blocked.user_id === viewer.userId) throw cannotBlockOwn();
  await blockBlog(db, blocker.id, blocked.id, input.block_context ?? (input.blocked_post ? 'post' : ''));
  // The blocker's follows may have changed, and with them how its dashboard is read.
  viewer.dashboardBlogs = undefined;
  return { tumblelog: blocker.name, blocked_tumblelog: blocked.name, is_blocking: true };
}

/** POST /svc/block/remove: the block ends; follows it ended stay ended. */
export async function removeBlock(db: Db, viewer: Viewer, input: BlockRemoveInput): Promise<BlockResponse> {
  const blocker = await requireOwnedBlog(db, viewer.userId, input.tumblelog);
  const blocked = await findBlogByName(db, input.blocked_tumblelog);
  if (!blocked) throw new NotFoundError(messages.blogNotFound);
  await db
    .deleteFrom('blocks')
    .where('blocker_blog_id', '=', blocker.id)
    .where('blocked_blog_id', '=', blocked.id)
    .execute();
  viewer.dashboardBlogs = undefined;
  return { tumblelog: blocker.name, blocked_tumblelog: blocked.name, is_blocking: false };
}

/** GET /svc/blog/{name}/blocks: the blogs one of the user's blogs blocks, most recent first. */
export async function blockedList(
  db: Db,
  viewer: Viewer,
  name: string,
  query: FeedQuery,
): Promise<BlockedListResponse> {
  const blocker = await requireOwnedBlog(db, viewer.userId, name);
  const cursor = decodeTimeCursor(query.before);
  const rows = await db
    .selectFrom('blocks as b')
    .innerJoin('blogs', 'blogs.id', 'b.blocked_blog_id')
    .select(['blogs.id', 'blogs.name', 'blogs.title', 'blogs.avatar_version', 'b.created_at'])
    .select(sql<string | null>`blogs.theme->>'avatar_shape'`.as('avatar_shape'))
    .select(microsOf('b.created_at').as('sort'))
    .where('b.blocker_blog_id', '=', blocker.id)
    .where(cursor ? olderThan('b.created_at', 'b.blocked_blog_id', cursor) : sql<boolean>`true`)
    .orderBy('b.created_at', 'desc')
    .orderBy('b.blocked_blog_id', 'desc')
    .limit(query.limit + 1)
    .execute();
  return {
    blog_name: blocker.name,
    blocked: rows.slice(0, query.limit).map((r) => ({
      name: r.name,
      title: r.title,
      avatar_url: avatarUrl(r.name, 128, r.avatar_version),
      avatar_shape: r.avatar_shape === 'square' ? 'square' : 'circle',
      blocked_at: r.created_at.toISOString(),
    })),
    next: toSkeleton(rows, query.limit, timeCursorOf).next,
  };
}
