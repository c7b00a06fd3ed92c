import { accountDeletionTexts, avatarUrl, DEFAULT_THEME, type Participant } from '@rookery/core';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** A blog whose account was deleted, as the conversations it was in remember it (migration 0029). */
export interface DepartedBlog {
  conversation_id: string;
  blog_id: string;
  uuid: string;
  name: string;
}

/** The deleted blogs of each conversation (its participants key names every blog it was between). */
export async function departedMembers(db: Db, conversationIds: readonly string[]): Promise<DepartedBlog[]> {
  if (conversationIds.length === 0) return [];
  const { rows } = await sql<DepartedBlog>`
    select c.id as conversation_id, d.blog_id, d.uuid::text as uuid, d.name
    from conversations c
    cross join unnest(string_to_array(c.participants_key, ',')::bigint[]) as k(blog_id)
    join departed_blogs d on d.blog_id = k.blog_id
    where c.id = any(${[...conversationIds]}::bigint[])
    order by d.blog_id`.execute(db);
  return rows;
}

/**
 * A deleted blog as a participant: its old name marked deleted (a name no blog can take, so no new
 * blog of that name is mistaken for it), no avatar of its own, and nothing to send it.
 */
export function presentDeparted(departed: DepartedBlog): Participant {
  const name = accountDeletionTexts.departedName(departed.name);
  return {
    uuid: departed.uuid,
    name,
    url: '',
    title: name,
    // No blog has this name: pages show their stand-in for an avatar that does not load.
    avatar_url: avatarUrl(name, 128, 0),
    theme: {
      background_color: DEFAULT_THEME.background_color,
      title_color: DEFAULT_THEME.title_color,
      link_color: DEFAULT_THEME.link_color,
      avatar_shape: DEFAULT_THEME.avatar_shape,
      header_image: null,
      header_image_focused: null,
      show_header_image: false,
      show_description: false,
    },
    is_adult: false,
    can_pixelate_avatar: false,
    is_blog_following_you: false,
    is_following_blog: false,
    duration_blog_following_you: 0,
    duration_following_blog: 0,
    seconds_since_last_activity: -1,
    blog_tags: [],
    description: '',
    can_receive_messages: false,
    cant_receive_reason: { code: 'deleted', message: accountDeletionTexts.departedReason },
    directory_safe_title: name,
  };
}
