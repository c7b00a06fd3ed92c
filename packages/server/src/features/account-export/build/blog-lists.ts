import type {
  exportedAskSchema,
  exportedBlockSchema,
  exportedFollowSchema,
  exportedLikeSchema,
} from '@rookery/core';
import type { z } from 'zod';
import type { Db } from '../../../db/database.js';
import { absoluteBlogUrl } from '../../blog-hosts/blog-urls.js';
import { postUrl } from '../../posts/present.js';
import { absoluteUrl } from '../../seo/head-tags.js';
import { keysetBatches } from './json-array.js';

type Like = z.infer<typeof exportedLikeSchema>;
type Follow = z.infer<typeof exportedFollowSchema>;
type Block = z.infer<typeof exportedBlockSchema>;
type Ask = z.infer<typeof exportedAskSchema>;

/** The lists of blogs/{name}/: each a generator of batches, read as the zip writes the file. */
export function blogLists(db: Db, blogId: string, publicUrl: string) {
  // At the blog's own address when it has one (features/blog-hosts).
  const blogUrl = absoluteBlogUrl;
  return {
    /** Posts liked as this blog, the oldest like first. */
    likes: (): AsyncGenerator<Like[]> =>
      byId(
        (after, limit) =>
          db
            .selectFrom('likes as l')
            .innerJoin('posts as p', 'p.id', 'l.post_id')
            .innerJoin('blogs as b', 'b.id', 'p.blog_id')
            .select(['l.id', 'l.post_id', 'l.created_at', 'p.slug', 'b.name as blog_name'])
            .where('l.blog_id', '=', blogId)
            .where('l.id', '>', after)
            .orderBy('l.id')
            .limit(limit)
            .execute(),
        (row) => ({
          post_id: row.post_id,
          post_url: absoluteUrl(
            publicUrl,
            postUrl({ blog_name: row.blog_name, id: row.post_id, slug: row.slug }),
          ),
          blog_name: row.blog_name,
          liked_at: row.created_at.toISOString(),
        }),
      ),
    /** Blogs this blog follows, and whether it subscribes to their posts. */
    follows: (): AsyncGenerator<Follow[]> =>
      byId(
        (after, limit) =>
          db
            .selectFrom('follows as f')
            .innerJoin('blogs as b', 'b.id', 'f.followed_blog_id')
            .leftJoin('blog_subscriptions as s', (join) =>
              join.onRef('s.subscriber_blog_id', '=', 'f.follower_blog_id').onRef('s.blog_id', '=', 'b.id'),
            )
            .select(['b.id', 'b.name', 'f.created_at', 's.created_at as subscribed_at'])
            .where('f.follower_blog_id', '=', blogId)
            .where('b.id', '>', after)
            .orderBy('b.id')
            .limit(limit)
            .execute(),
        (row) => ({
          name: row.name,
          url: blogUrl(row.name),
          followed_at: row.created_at.toISOString(),
          subscribed: row.subscribed_at !== null,
        }),
      ),
    /** Blogs this blog blocks. */
    blocks: (): AsyncGenerator<Block[]> =>
      byId(
        (after, limit) =>
          db
            .selectFrom('blocks as k')
            .innerJoin('blogs as b', 'b.id', 'k.blocked_blog_id')
            .select(['b.id', 'b.name', 'k.created_at'])
            .where('k.blocker_blog_id', '=', blogId)
            .where('b.id', '>', after)
            .orderBy('b.id')
            .limit(limit)
            .execute(),
        (row) => ({ name: row.name, url: blogUrl(row.name), blocked_at: row.created_at.toISOString() }),
      ),
    /**
     * Asks this blog received and kept (not dropped), answered or not; an anonymous ask without its
     * asker, whom its owner never saw either.
     */
    asks: (): AsyncGenerator<Ask[]> =>
      byId(
        (after, limit) =>
          db
            .selectFrom('asks as a')
            .innerJoin('blogs as asker', 'asker.id', 'a.asker_blog_id')
            .leftJoin('posts as answer', 'answer.id', 'a.answer_post_id')
            .select([
              'a.id',
              'a.question',
              'a.created_at',
              'a.anonymous',
              'a.answered_at',
              'a.answer_post_id',
              'asker.name as asker_name',
              'answer.two as answer',
            ])
            .where('a.recipient_blog_id', '=', blogId)
            .where('a.deleted_at', 'is', null)
            .where('a.id', '>', after)
            .orderBy('a.id')
            .limit(limit)
            .execute(),
        (row) => ({
          id: row.id,
          question: row.question,
          asked_at: row.created_at.toISOString(),
          anonymous: row.anonymous,
          asker: row.anonymous ? null : { name: row.asker_name, url: blogUrl(row.asker_name) },
          answered_at: row.answered_at?.toISOString() ?? null,
          answer_post_id: row.answer_post_id,
          answer: row.answer ?? null,
        }),
      ),
  };
}

/** Rows a batch at a time by their ids (json-array.ts keysetBatches), each made an item of the file. */
async function* byId<R extends { id: string }, T>(
  page: (after: string, limit: number) => Promise<R[]>,
  item: (row: R) => T,
): AsyncGenerator<T[]> {
  for await (const batch of keysetBatches(page, (row) => row.id)) yield batch.map(item);
}
