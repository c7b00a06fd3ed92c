import type { Db } from '../../db/database.js';
import { PUBLISHED } from '../../db/post-states.js';
import { mentionsOffLoop } from '../../threads/text-pool.js';
import { type Notice, notify } from '../activity/notify.js';

const MENTIONS_PER_POST = 20;

/**
 * Tells who should hear of posts that just went out: the subscribers of each post's blog
 * (activity 'new_post'), and the blogs an original post mentions as @name ('mention'). Every path
 * that publishes calls it with the ids it published, in its own transaction when it has one: the
 * composer's save, /publish, the scheduled and queue jobs, a transcoded video going out, an
 * approved submission or an answer. Only public posts are announced; notify() leaves out a blog
 * that blocks the poster and the poster's own blogs.
 */
export async function announcePublished(db: Db, postIds: string[]): Promise<void> {
  if (postIds.length === 0) return;
  const posts = await db
    .selectFrom('posts as p')
    .select(['p.id', 'p.blog_id', 'p.is_reblog', 'p.one', 'p.two', 'p.three'])
    .where('p.id', 'in', postIds)
    .where('p.state', '=', PUBLISHED)
    .where('p.is_private', '=', false)
    .where('p.members_only', '=', false)
    .execute();
  if (posts.length === 0) return;
  const subscribers = await db
    .selectFrom('blog_subscriptions')
    .select(['subscriber_blog_id', 'blog_id'])
    .where(
      'blog_id',
      'in',
      posts.map((p) => p.blog_id),
    )
    .execute();
  const notices: Notice[] = [];
  for (const post of posts) {
    for (const s of subscribers) {
      if (s.blog_id === post.blog_id)
        notices.push({
          blogId: s.subscriber_blog_id,
          kind: 'new_post',
          actorBlogId: post.blog_id,
          postId: post.id,
        });
    }
  }
  notices.push(...(await mentionNotices(db, posts)));
  await notify(db, notices);
}

/** A reblog carries its parent's words, mentions included: only original posts mention anyone. */
async function mentionNotices(
  db: Db,
  posts: { id: string; blog_id: string; is_reblog: boolean; one: string; two: string; three: string }[],
): Promise<Notice[]> {
  const originals = posts.filter((p) => !p.is_reblog);
  // A post's text can be long (POST_TEXT_MAX_LENGTH per field): read on a text thread.
  const mentions = await Promise.all(originals.map((p) => mentionsOffLoop(`${p.one} ${p.two} ${p.three}`)));
  const named = originals
    .map((post, i) => ({ post, names: mentions[i]!.slice(0, MENTIONS_PER_POST) }))
    .filter((m) => m.names.length > 0);
  const all = [...new Set(named.flatMap((m) => m.names))];
  if (all.length === 0) return [];
  const blogs = await db.selectFrom('blogs').select(['id', 'name']).where('name', 'in', all).execute();
  const idOf = new Map(blogs.map((b) => [b.name, b.id]));
  return named.flatMap(({ post, names }) =>
    names.flatMap((name) => {
      const id = idOf.get(name);
      return id && id !== post.blog_id
        ? [{ blogId: id, kind: 'mention' as const, actorBlogId: post.blog_id, postId: post.id }]
        : [];
    }),
  );
}
