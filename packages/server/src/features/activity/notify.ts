import type { ActivityKind } from '@rookery/core';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

export interface Notice {
  /** The blog told. */
  blogId: string;
  kind: ActivityKind;
  /** The blog that acted; null only for an anonymous ask. */
  actorBlogId: string | null;
  postId?: string | null;
  /** A short excerpt: a reply, a reblog's comment, a question. Cut to 200 characters. */
  text?: string;
}

export const ACTIVITY_TEXT_MAX = 200;

/**
 * Records activity items, in the caller's transaction when it passes one, so an item exists exactly
 * when what it tells of does. Nobody is told of their own doing (an actor blog of the same user as
 * the blog told), a blog that blocks the actor is not told of it, and a withheld blog tells nobody.
 */
export async function notify(db: Db, notices: Notice | Notice[]): Promise<void> {
  const list = Array.isArray(notices) ? notices : [notices];
  if (list.length === 0) return;
  const values = list.map((n) => ({
    blog_id: n.blogId,
    kind: n.kind,
    actor_blog_id: n.actorBlogId,
    post_id: n.postId ?? null,
    text: (n.text ?? '').slice(0, ACTIVITY_TEXT_MAX),
  }));
  await db
    .insertInto('activity')
    .columns(['blog_id', 'kind', 'actor_blog_id', 'post_id', 'text'])
    .expression((eb) =>
      eb
        .selectFrom(
          sql<{
            blog_id: string;
            kind: string;
            actor_blog_id: string | null;
            post_id: string | null;
            text: string;
          }>`(select * from jsonb_to_recordset(${JSON.stringify(values)}::jsonb)
               as v(blog_id bigint, kind text, actor_blog_id bigint, post_id bigint, text text))`.as('v'),
        )
        .innerJoin('blogs as told', 'told.id', 'v.blog_id')
        .leftJoin('blogs as actor', 'actor.id', 'v.actor_blog_id')
        .select(['v.blog_id', 'v.kind', 'v.actor_blog_id', 'v.post_id', 'v.text'])
        .where((w) => w.or([w('actor.id', 'is', null), w('actor.user_id', '!=', w.ref('told.user_id'))]))
        // A blog a moderator withheld (spam, blocked by everyone, suspended), or one leaving with its
        // account, notifies nobody.
        .where(
          sql<boolean>`not coalesce(actor.is_spam or actor.is_uniblocked or actor.is_suspended or actor.is_leaving, false)`,
        )
        // A blog that blocks the actor hears nothing more from it (features/blocks).
        .where((w) =>
          w.not(
            w.exists(
              w
                .selectFrom('blocks')
                .select(sql`1`.as('one'))
                .whereRef('blocks.blocker_blog_id', '=', 'v.blog_id')
                .whereRef('blocks.blocked_blog_id', '=', 'v.actor_blog_id'),
            ),
          ),
        ),
    )
    .execute();
}
