import type { PostVideo } from '@rookery/core';
import { sql } from 'kysely';
import type { MediaRow } from '../media/media.js';
import { renditionKey } from '../media/video/rendition-keys.js';
import { mediaUrl } from './content.js';

/** What a video post shows of its upload (the media row), read with the post. */
export type VideoMedia = Pick<
  MediaRow,
  'key' | 'status' | 'progress' | 'failure' | 'renditions' | 'captions_key' | 'duration'
>;

/**
 * The upload of a video post, as one jsonb value beside the post's columns (null for every other
 * type): one indexed probe of media's unique key per video post, inside the statement that reads
 * the posts, so a page of posts stays one statement. The CASE keeps the other posts from running
 * the subquery at all.
 */
export const videoMediaColumn = sql<VideoMedia | null>`case when posts.type = 'video' then (
  select jsonb_build_object(
    'key', m.key, 'status', m.status, 'progress', m.progress, 'failure', m.failure,
    'renditions', m.renditions, 'captions_key', m.captions_key, 'duration', m.duration)
  from media m where m.key = posts.media_key) end`;

/** An uploaded video's renditions and conversion, as the post presents them; null without an upload. */
export function presentVideo(media: VideoMedia | null | undefined): PostVideo | null {
  if (!media) return null;
  const made = media.status === 'ready' ? media.renditions : {};
  const url = (name: Parameters<typeof renditionKey>[1]) => mediaUrl(renditionKey(media.key, name));
  return {
    status: media.status,
    progress: media.status === 'processing' ? media.progress : null,
    failure: media.status === 'failed' ? media.failure : null,
    url: made.sd ? url('sd') : '',
    hd_url: made.hd ? url('hd') : null,
    poster_url: made.poster ? url('poster') : null,
    filmstrip: made.filmstrip ? { url: url('filmstrip'), ...made.filmstrip } : null,
    captions_url: media.captions_key ? mediaUrl(media.captions_key) : null,
    width: made.sd?.width ?? null,
    height: made.sd?.height ?? null,
    duration: media.status === 'ready' ? media.duration : null,
  };
}
