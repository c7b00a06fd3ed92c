import { deriveState, EDITOR_TYPES, type ExportedFile, type ExportedPost } from '@rookery/core';
import { presentContent } from '../../posts/content.js';
import type { PostRow } from '../../posts/post-row.js';
import { type BlogNames, postUrl } from '../../posts/present.js';
import { absoluteUrl } from '../../seo/head-tags.js';
import { type MediaFiles, mediaKeysIn } from './media-files.js';

/** What the post's files are looked up by: its row, and its video's captions (the upload's row has them). */
export type ExportRow = PostRow & { captions_key: string | null };

export interface PostContext {
  blogName: string;
  publicUrl: string;
  names: BlogNames;
  files: MediaFiles;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Every media key the post refers to: photos, its upload and captions, and images in its texts. */
function keysOf(row: ExportRow): string[] {
  const keys = new Set<string>();
  for (const photo of row.photos) {
    keys.add(photo.key);
    if (photo.livephoto_key) keys.add(photo.livephoto_key);
  }
  if (row.media_key) keys.add(row.media_key);
  if (row.captions_key) keys.add(row.captions_key);
  const texts = [row.one, row.two, row.three, row.extra.thumbnail ?? '', row.extra.album_art ?? ''];
  for (const key of mediaKeysIn(...texts, ...row.trail.map((t) => t.content))) keys.add(key);
  return [...keys];
}

/**
 * A post as the export writes it (core exportedPostSchema): its content as stored (not as readers
 * get it through the image proxy), every field the composer can set, and its files by zip path.
 */
export async function exportedPost(row: ExportRow, context: PostContext): Promise<ExportedPost> {
  const { names, files } = context;
  const found = new Map<string, ExportedFile>();
  for (const file of await files.files(keysOf(row))) found.set(file.url.replace(/^\/media\//, ''), file);
  const fileOf = (key: string | null | undefined) => (key ? (found.get(key) ?? null) : null);
  const content = presentContent(row);
  const extra = row.extra;
  return {
    id: row.id,
    type: row.type,
    state: deriveState(row),
    is_private: row.is_private,
    publish_on: iso(row.publish_on),
    published_at: iso(row.published_at),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    queue_position: row.queue_position,
    format: EDITOR_TYPES[row.format] ?? 'rich',
    markdown: extra.markdown ?? null,
    title: content.title,
    body: content.body,
    caption: content.caption,
    linkthrough: content.linkthrough,
    quote: content.quote,
    source: content.source,
    url: content.url,
    thumbnail: content.thumbnail,
    excerpt: content.excerpt,
    author: content.author,
    chat: content.chat,
    // The author's own code (the video's first slot): readers get a picked video's direct embed in
    // its place, which the export keeps apart in video_embed.
    embed_code: row.type === 'video' ? row.one : '',
    ask: content.ask,
    answer: content.answer,
    layout: content.layout,
    track_title: content.track_title,
    track_artist: content.track_artist,
    track_album: content.track_album,
    album_art: content.album_art,
    asking_name: extra.asking_name ?? '',
    submitted_by: extra.submitted_by ?? '',
    photos: row.photos.map(({ key, livephoto_key, animated, ...photo }, i) => ({
      ...photo,
      url: content.photos[i]?.url ?? '',
      path: fileOf(key)?.path ?? null,
      livephoto: fileOf(livephoto_key),
    })),
    media: fileOf(row.media_key),
    captions: fileOf(row.captions_key),
    video_embed: extra.video_url
      ? { url: extra.video_url, direct_embed: extra.direct_embed ?? '', provider: extra.video_provider ?? '' }
      : null,
    files: [...found.values()],
    tags: row.tags,
    slug: row.slug,
    source_url: row.source_url,
    post_url: absoluteUrl(
      context.publicUrl,
      postUrl({ blog_name: context.blogName, id: row.id, slug: row.slug }),
    ),
    html: `posts/${row.id}.html`,
    is_reblog: row.is_reblog,
    reblog_key: row.reblog_key,
    parent_post_id: row.parent_post_id,
    root_post_id: row.root_post_id,
    reblogged_from_name: row.parent_blog_id ? (names.get(row.parent_blog_id) ?? null) : null,
    reblogged_root_name: row.root_blog_id ? (names.get(row.root_blog_id) ?? null) : null,
    trail: row.trail,
    note_count: row.note_count,
    members_only: row.members_only,
    owner_flagged_nsfw: row.owner_flagged_nsfw,
    can_be_liked: row.can_be_liked,
    can_be_reblogged: row.can_be_reblogged,
    carousel_display: row.carousel_display,
    enable_cta: row.enable_cta,
    cta_text_code: row.cta_text_code,
    tsp_skip_lightbox: row.tsp_skip_lightbox,
    enable_redirect_urls: row.enable_redirect_urls,
    redirect_url_primary: row.redirect_url_primary,
    redirect_url_ios: row.redirect_url_ios,
    redirect_url_android: row.redirect_url_android,
    send_to_twitter: row.send_to_twitter,
    custom_tweet: row.custom_tweet,
    confirm_tos: row.confirm_tos,
    from_app: row.from_app,
    moderation: {
      classification: row.classification,
      appeal_state: row.appeal_state,
      flagged_sensitive: row.moderator_flagged_nsfw,
    },
  };
}
