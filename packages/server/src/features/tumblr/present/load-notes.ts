import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { Viewer } from '../../posts/pipeline/viewer.js';
import type { TumblrNoteSource } from './notes-info.js';
import type { TumblrPostSource } from './sources.js';

/** How many notes a post carries with `notes_info` (Tumblr gives the latest 50). */
export const NOTES_INFO_LIMIT = 50;

interface NoteRow {
  root_id: string;
  kind: TumblrNoteSource['kind'];
  at: Date;
  post_id: string | null;
  text: string;
  blog_name: string;
  blog_uuid: string;
  avatar_shape: string | null;
  parent_blog_name: string | null;
  followed: boolean;
}

/** Which notes to read (the API's `/notes` modes and paging): of these kinds, older than `before`. */
export interface NotesFilter {
  kinds?: readonly TumblrNoteSource['kind'][];
  before?: Date;
}

const ALL_KINDS: readonly TumblrNoteSource['kind'][] = ['posted', 'like', 'reblog', 'reply'];

/**
 * The latest notes of each post's chain (its root's, as the count on every post of a chain is),
 * for `notes_info=true`, in one statement for the page: likes, published reblogs (a private one
 * counts but names no post), replies, and the root's own `posted`, newest first. Keyed by post id.
 */
export async function loadNotes(
  db: Db,
  posts: readonly TumblrPostSource[],
  viewer: Viewer | null,
  limit = NOTES_INFO_LIMIT,
  filter: NotesFilter = {},
): Promise<Map<string, TumblrNoteSource[]>> {
  const kinds = [...(filter.kinds ?? ALL_KINDS)];
  const before = filter.before ?? null;
  const wanted = (kind: TumblrNoteSource['kind'], at: string) =>
    sql`${kind} = any(${kinds}::text[]) and (${before}::timestamptz is null or ${sql.ref(at)} < ${before}::timestamptz)`;
  const rootOf = (post: TumblrPostSource) => post.root_post_id ?? post.id;
  const roots = [...new Set(posts.map(rootOf))];
  const byRoot = new Map<string, TumblrNoteSource[]>(roots.map((root) => [root, []]));
  if (roots.length > 0) {
    const result = await sql<NoteRow>`
      select r.root_id::text as root_id, n.kind, n.at, n.post_id::text as post_id, n.text,
             b.name as blog_name, b.uuid as blog_uuid, b.theme->>'avatar_shape' as avatar_shape,
             pb.name as parent_blog_name,
             exists (select 1 from follows f where f.follower_blog_id = ${viewer?.currentBlogId ?? null}
                     and f.followed_blog_id = b.id) as followed
      from unnest(${roots}::bigint[]) as r(root_id)
      cross join lateral (
        select * from (
          (select 'like' as kind, l.created_at as at, l.blog_id, null::bigint as post_id, '' as text,
                  null::bigint as parent_blog_id
             from likes l where l.root_post_id = r.root_id and ${wanted('like', 'l.created_at')}
             order by l.created_at desc, l.id desc limit ${limit})
          union all
          (select 'reblog', p.published_at, p.blog_id, case when p.is_private then null else p.id end, '',
                  p.parent_blog_id
             from posts p where p.root_post_id = r.root_id and p.is_reblog and p.state = 'published'
               and ${wanted('reblog', 'p.published_at')}
             order by p.published_at desc, p.id desc limit ${limit})
          union all
          (select 'reply', x.created_at, x.blog_id, null, x.text, null
             from replies x where x.root_post_id = r.root_id and ${wanted('reply', 'x.created_at')}
             order by x.created_at desc, x.id desc limit ${limit})
          union all
          (select 'posted', p.published_at, p.blog_id, p.id, '', null
             from posts p where p.id = r.root_id and p.state = 'published'
             and ${wanted('posted', 'p.published_at')})
        ) chain order by at desc limit ${limit}
      ) n
      join blogs b on b.id = n.blog_id
      left join blogs pb on pb.id = n.parent_blog_id
      order by r.root_id, n.at desc`.execute(db);
    for (const row of result.rows)
      byRoot.get(row.root_id)?.push({
        kind: row.kind,
        at: row.at,
        blogName: row.blog_name,
        blogUuid: row.blog_uuid,
        avatarShape: row.avatar_shape,
        followed: row.followed,
        postId: row.post_id,
        parentBlogName: row.parent_blog_name,
        text: row.text,
      });
  }
  return new Map(posts.map((post) => [post.id, byRoot.get(rootOf(post)) ?? []]));
}
