import { findSticker, type Message, type MessageImage } from '@rookery/core';
import type { StoredMessageImage } from '../../db/schema.js';
import type { AppDeps } from '../../deps.js';
import type { MediaStore } from '../../media/store.js';
import type { MessageRow } from './message-rows.js';
import { loadPostRefs, type PostViewer } from './post-refs.js';

/** Messages as `viewer` sees them; the posts they send are loaded in one query for all. */
export async function presentMessages(
  deps: Pick<AppDeps, 'db' | 'media'>,
  viewer: PostViewer,
  rows: readonly MessageRow[],
): Promise<Message[]> {
  // A POSTREF sends a post; an IMAGE picked from GIF search names the post its GIF came from.
  const postIds = rows.flatMap((r) => (r.post_id ? [r.post_id] : []));
  const posts = await loadPostRefs(deps.db, deps.media, viewer, postIds);
  return rows.map((row) => ({
    ts: row.id,
    type: row.type,
    conversation_id: row.conversation_id,
    participant: row.sender_uuid,
    content: row.type === 'TEXT' ? { text: row.text ?? '', formatting: row.formatting } : null,
    post: row.post_id ? (posts.get(row.post_id) ?? null) : null,
    image: row.type === 'IMAGE' ? presentImage(row.image, deps.media) : null,
    sticker: row.type === 'STICKER' ? findSticker(row.sticker_id) : null,
    context: row.context,
    created_at: row.created_at.toISOString(),
  }));
}

function presentImage(stored: StoredMessageImage | null, media: MediaStore): MessageImage | null {
  const sizes = (stored?.sizes ?? []).map((s) => ({
    url: media.url(s.key),
    width: s.width,
    height: s.height,
  }));
  const [original] = sizes;
  return original ? { original_size: original, alt_sizes: sizes } : null;
}
