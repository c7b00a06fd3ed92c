import { avatarUrl, type Participant, type ParticipantTheme } from '@rookery/core';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { BlogRow } from '../blogs/blog-row.js';
import { presentTheme } from '../blogs/present.js';
import { lastActivity } from './last-activity.js';
import { loadRelations, type Relation } from './relations.js';
import { cantReceiveReason } from './send-rules.js';

/** Ours: a blog's tags line (spec §9 'Posts about #x and #y') reads its newest posts' tags. */
const TAG_POSTS = 20;
const TAGS_SHOWN = 2;

export interface LoadParticipantsOptions {
  /** Tell how long ago each blog's owner was active (only among blogs sharing a conversation). */
  activity: boolean;
  /**
   * Blogs a message would start a conversation with under the young-account rule (must-follow.ts):
   * those the viewer does not follow can't receive its messages yet. Lists of blogs to talk to
   * pass it; the participants of existing conversations do not.
   */
  mustFollow?: ReadonlySet<string>;
}

/** A hydrated blog: its row, and how the viewer's blog stands to it. */
export interface HydratedBlog {
  row: BlogRow;
  relation: Relation;
  participant: Participant;
}

/**
 * Blogs as participants seen from `viewer` (the user's blog taking part), in a fixed number of
 * queries whatever their count: the rows, the follows and blocks either way, the owners' last
 * activity and the tags of their newest posts.
 */
export async function loadParticipants(
  db: Db,
  viewer: BlogRow,
  blogIds: readonly string[],
  options: LoadParticipantsOptions,
): Promise<Map<string, HydratedBlog>> {
  const ids = [...new Set(blogIds)];
  if (ids.length === 0) return new Map();
  const [rows, relations, activity, tags] = await Promise.all([
    db.selectFrom('blogs').selectAll().where('id', 'in', ids).execute(),
    loadRelations(db, viewer.id, ids),
    options.activity ? lastActivity(db, ids) : Promise.resolve(new Map<string, number>()),
    blogTags(db, ids),
  ]);
  const result = new Map<string, HydratedBlog>();
  for (const row of rows) {
    const relation = relations.get(row.id) ?? { following: null, followedBy: null, blocked: false };
    const own = row.user_id === viewer.user_id;
    const participant = presentParticipant(row, relation, {
      own,
      seconds: relation.blocked ? -1 : (activity.get(row.id) ?? -1),
      tags: tags.get(row.id) ?? [],
      mustFollow: options.mustFollow?.has(row.id) ?? false,
    });
    result.set(row.id, { row, relation, participant });
  }
  return result;
}

const secondsSince = (date: Date | null) =>
  date ? Math.max(0, Math.floor((Date.now() - date.getTime()) / 1000)) : 0;

function presentParticipant(
  row: BlogRow,
  relation: Relation,
  extra: { own: boolean; seconds: number; tags: string[]; mustFollow: boolean },
): Participant {
  const theme = presentTheme(row);
  // One's own blogs are left to the callers (participant info refuses them; lists leave them out).
  const reason = extra.own ? null : cantReceiveReason(row, relation, extra.mustFollow);
  const participantTheme: ParticipantTheme = {
    background_color: theme.background_color,
    title_color: theme.title_color,
    link_color: theme.link_color,
    avatar_shape: theme.avatar_shape,
    header_image: theme.header_image,
    header_image_focused: theme.header_image_focused,
    show_header_image: theme.show_header_image,
    show_description: theme.show_description,
  };
  return {
    uuid: row.uuid,
    name: row.name,
    url: `/${row.name}`,
    title: row.title,
    avatar_url: avatarUrl(row.name, 128, row.avatar_version),
    theme: participantTheme,
    // Rookery has no adult flag on blogs yet, so nothing is pixelated.
    is_adult: false,
    can_pixelate_avatar: false,
    is_blog_following_you: relation.followedBy !== null,
    is_following_blog: relation.following !== null,
    duration_blog_following_you: secondsSince(relation.followedBy),
    duration_following_blog: secondsSince(relation.following),
    seconds_since_last_activity: extra.seconds,
    blog_tags: extra.tags,
    description: row.description,
    can_receive_messages: extra.own ? row.can_receive_messages : reason === null,
    cant_receive_reason: reason,
    directory_safe_title: row.title || row.name,
  };
}

/** The tags most used on each blog's newest public posts, most used first. */
async function blogTags(db: Db, ids: string[]): Promise<Map<string, string[]>> {
  const { rows } = await sql<{ blog_id: string; tag: string }>`
    select p.blog_id, t.tag
    from unnest(${ids}::bigint[]) as b(id)
    cross join lateral (
      select blog_id, tags from posts
      where blog_id = b.id and state = 'published' and not is_private and published_at is not null
      order by published_at desc, id desc
      limit ${TAG_POSTS}
    ) p
    cross join unnest(p.tags) as t(tag)
    group by p.blog_id, t.tag
    order by p.blog_id, count(*) desc, min(t.tag)`.execute(db);
  const result = new Map<string, string[]>();
  for (const r of rows) {
    const list = result.get(r.blog_id) ?? [];
    if (list.length < TAGS_SHOWN) list.push(r.tag);
    result.set(r.blog_id, list);
  }
  return result;
}
