import type { ExportedPost, UploadKind } from '@rookery/core';
import {
  emptyContent,
  type ImportedPost,
  type ImportedState,
  importedPost,
  type MediaRef,
} from '../imported-post.js';

/** What a post's state becomes here: a scheduled post is queued with its time; a submission a draft. */
const STATES: Record<ExportedPost['state'], ImportedState> = {
  published: 'published',
  draft: 'draft',
  queued: 'queued',
  scheduled: 'queued',
  private: 'private',
  unapproved: 'draft',
  transcoding: 'published',
};

const ref = (kind: UploadKind, src: string): MediaRef | null => (src ? { kind, src } : null);

/**
 * A post of a Rookery export (docs/export-format.md) as an import saves it: its type and fields as
 * they were, state, dates, slug, tags, trail, and its files named by their address on the exporting
 * site, which the source finds in the zip. A submission comes back as a draft of the blog.
 */
export function exportedToImported(post: ExportedPost): ImportedPost {
  const fields = {
    text: { title: post.title, body: post.body },
    photo: { caption: post.caption, linkthrough: post.linkthrough },
    quote: { quote: post.quote, source: post.source },
    link: { title: post.title, url: post.url, caption: post.caption },
    chat: { title: post.title, chat: post.chat },
    audio: { caption: post.caption, url: post.url },
    video: { embedCode: post.video_embed ? post.embed_code : '', caption: post.caption },
    answer: { ask: post.ask, answer: post.answer, caption: post.caption },
  }[post.type];
  const content = emptyContent(post.type, {
    fields,
    photos: post.photos.map((photo) => ({
      image: { kind: 'image', src: photo.url },
      caption: photo.caption,
    })),
    layout: post.layout,
    carousel: post.carousel_display,
    media: post.media ? ref(post.type === 'audio' ? 'audio' : 'video', post.media.url) : null,
    albumArt: ref('image', post.album_art),
    thumbnail: ref('image', post.thumbnail),
    track: { title: post.track_title, artist: post.track_artist, album: post.track_album },
    link: { excerpt: post.excerpt, author: post.author },
    askingName: post.asking_name || null,
  });
  const unmapped = post.state === 'unapproved' ? ['A submission: imported as a draft of the blog.'] : [];
  return {
    ...importedPost(post.id, content),
    state: STATES[post.state],
    date: post.published_at ?? post.created_at,
    publishOn: post.state === 'scheduled' ? post.publish_on : null,
    slug: post.slug,
    tags: post.tags,
    sourceUrl: post.source_url,
    trail: post.trail,
    unmapped,
  };
}
