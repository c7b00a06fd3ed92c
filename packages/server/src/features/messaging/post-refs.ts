import { avatarUrl, type MessagePostRef, type PostRefType, type PostType, plainText } from '@rookery/core';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { PUBLISHED } from '../../db/post-states.js';
import type { MediaStore } from '../../media/store.js';
import { proxiedImageUrl } from '../image-proxy/proxied.js';
import { postUrl } from '../posts/present.js';

/** Who looks at a post in a message: the account and the blog it takes part as. */
export interface PostViewer {
  userId: string;
  blogId: string;
}

const SUMMARY_CHARS = 200;

/**
 * The posts messages refer to, as `viewer` may see them now, in one query: a post that is gone,
 * not published, private, members-only, or behind a block between its blog and the viewer's is
 * 'disabled' (spec §3), unless it is the viewer's own.
 */
export async function loadPostRefs(
  db: Db,
  media: MediaStore,
  viewer: PostViewer,
  postIds: readonly string[],
): Promise<Map<string, MessagePostRef>> {
  const ids = [...new Set(postIds)];
  const refs = new Map<string, MessagePostRef>(ids.map((id) => [id, disabledRef(id)]));
  if (ids.length === 0) return refs;
  const rows = await visiblePosts(db, viewer, ids);
  for (const row of rows) refs.set(row.id, presentPostRef(row, media));
  return refs;
}

/** Whether `viewer` may see the post (the same rule as loadPostRefs), for sending it. */
export async function canSeePost(db: Db, viewer: PostViewer, postId: string): Promise<PostForRef | null> {
  const [row] = await visiblePosts(db, viewer, [postId]);
  return row ?? null;
}

type PostForRef = Awaited<ReturnType<typeof visiblePosts>>[number];

function visiblePosts(db: Db, viewer: PostViewer, ids: string[]) {
  return db
    .selectFrom('posts as p')
    .innerJoin('blogs as b', 'b.id', 'p.blog_id')
    .select([
      'p.id',
      'p.type',
      'p.one',
      'p.two',
      'p.three',
      'p.extra',
      'p.photos',
      'p.slug',
      'p.is_sensitive',
      sql<boolean>`b.is_adult or b.is_nsfw`.as('blog_is_adult'),
      'b.name as blog_name',
      'b.uuid as blog_uuid',
      'b.avatar_version',
    ])
    .where('p.id', 'in', ids)
    .where((w) =>
      w.or([
        w('b.user_id', '=', viewer.userId),
        w.and([
          w('p.state', '=', PUBLISHED),
          w('p.is_private', '=', false),
          w('p.members_only', '=', false),
          w.not(
            w.exists(
              w
                .selectFrom('blocks')
                .select(sql`1`.as('one'))
                .where((k) =>
                  k.or([
                    k.and([
                      k('blocker_blog_id', '=', k.ref('p.blog_id')),
                      k('blocked_blog_id', '=', viewer.blogId),
                    ]),
                    k.and([
                      k('blocker_blog_id', '=', viewer.blogId),
                      k('blocked_blog_id', '=', k.ref('p.blog_id')),
                    ]),
                  ]),
                ),
            ),
          ),
        ]),
      ]),
    )
    .execute();
}

/** An answer counts as text (spec §3 lists the others). */
const refType = (type: PostType): PostRefType => (type === 'answer' ? 'text' : type);

/** The post's words for a message: its title or first text, as plain text. */
function summaryOf(row: PostForRef): string {
  const extra = row.extra;
  const candidates: string[] = {
    text: [row.one, row.two],
    photo: [row.one],
    quote: [row.one, row.two],
    link: [row.one, row.three, row.two],
    chat: [row.one, row.two],
    audio: [extra.track_title ?? '', row.one],
    video: [row.two],
    answer: [row.one, row.two],
  }[row.type];
  const text = candidates.map(plainText).find((t) => t.length > 0) ?? '';
  return text.length > SUMMARY_CHARS ? `${text.slice(0, SUMMARY_CHARS - 1)}…` : text;
}

export function presentPostRef(row: PostForRef, media: MediaStore): MessagePostRef {
  const photos = row.photos.map((p) => ({
    url: media.url(p.key),
    width: p.width ?? 0,
    height: p.height ?? 0,
  }));
  const thumb =
    photos[0] ??
    (row.extra.thumbnail ? { url: proxiedImageUrl(row.extra.thumbnail), width: 0, height: 0 } : null);
  return {
    id: row.id,
    type: refType(row.type),
    state: 'available',
    summary: summaryOf(row),
    photos,
    // Issue 19: any label, the trail's and the blog's included.
    is_nsfw: row.is_sensitive || row.blog_is_adult,
    thumbnail_url: thumb?.url ?? null,
    thumbnail_width: thumb?.width ?? 0,
    thumbnail_height: thumb?.height ?? 0,
    post_url: postUrl({ blog_name: row.blog_name, id: row.id, slug: row.slug }),
    blog_name: row.blog_name,
    blog: {
      name: row.blog_name,
      uuid: row.blog_uuid,
      url: `/${row.blog_name}`,
      avatar_url: avatarUrl(row.blog_name, 64, row.avatar_version),
    },
  };
}

/** A post the viewer can no longer see: only its id is told. */
function disabledRef(id: string): MessagePostRef {
  return {
    id,
    type: 'text',
    state: 'disabled',
    summary: '',
    photos: [],
    is_nsfw: false,
    thumbnail_url: null,
    thumbnail_width: 0,
    thumbnail_height: 0,
    post_url: '',
    blog_name: '',
    blog: { name: '', uuid: '', url: '', avatar_url: '' },
  };
}
