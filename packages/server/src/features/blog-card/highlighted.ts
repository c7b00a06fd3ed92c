import {
  BLOG_CARD_HIGHLIGHTED_COUNT,
  type HighlightedPost,
  type PostType,
  plainText as plain,
} from '@rookery/core';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { PUBLISHED } from '../../db/post-states.js';
import type { StoredPhoto } from '../../db/schema.js';
import { mediaUrl } from '../posts/content.js';
import { postUrl } from '../posts/present.js';

const SUMMARY_MAX = 120;

/** Which slots read as the post's words, by type: never an embed code or a bare address. */
const SUMMARY_SLOTS: Record<PostType, ('one' | 'two' | 'three')[]> = {
  text: ['one', 'two'],
  photo: ['one'],
  quote: ['one', 'two'],
  link: ['one', 'three', 'two'],
  chat: ['one', 'two'],
  audio: ['one'],
  video: ['two'],
  answer: ['one', 'two'],
};

/**
 * The card's recent posts strip (spec document 2 §3 highlighted_posts): the blog's newest public
 * posts, each as a tile — its first photo (or a link's thumbnail, an audio's art) or a line of text.
 */
export async function highlightedPosts(db: Db, blogId: string): Promise<HighlightedPost[]> {
  const rows = await db
    .selectFrom('posts')
    .innerJoin('blogs', 'blogs.id', 'posts.blog_id')
    .select([
      'posts.id',
      'posts.type',
      'posts.slug',
      'posts.one',
      'posts.two',
      'posts.three',
      'posts.photos',
      sql<string | null>`coalesce(posts.extra->>'thumbnail', posts.extra->>'album_art')`.as('art'),
      'blogs.name as blog_name',
    ])
    .where('posts.blog_id', '=', blogId)
    .where('posts.state', '=', PUBLISHED)
    .where('posts.is_private', '=', false)
    .where('posts.members_only', '=', false)
    .orderBy('posts.published_at', 'desc')
    .orderBy('posts.id', 'desc')
    .limit(BLOG_CARD_HIGHLIGHTED_COUNT)
    .execute();
  return rows.map((r) => {
    const photo = (r.photos as StoredPhoto[])[0];
    const slots = SUMMARY_SLOTS[r.type] ?? ['one'];
    const summary = slots.map((slot) => plain(r[slot])).find((t) => t !== '') ?? '';
    return {
      id: r.id,
      type: r.type,
      post_url: postUrl(r),
      image_url: photo ? mediaUrl(photo.key) : r.art || null,
      summary: summary.length > SUMMARY_MAX ? `${summary.slice(0, SUMMARY_MAX - 1)}…` : summary,
    };
  });
}
