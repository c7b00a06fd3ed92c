import {
  ANONYMOUS_ASKER_NAME,
  embedCodeOf,
  embedCodeSource,
  type PostContent,
  type PostType,
} from '@rookery/core';
import { absoluteBlogUrl } from '../../blog-hosts/blog-urls.js';
import { escapeHtml } from '../../editor/rich-text.js';
import { chatLines } from '../chat-lines.js';
import { absoluteHref, hostOf } from '../npf/from-rookery/addresses.js';
import { playerBlock, trackBlock } from '../npf/from-rookery/media-blocks.js';
import type { TumblrBlogSource } from './sources.js';

/** A photo at one size, as the legacy format lists them. */
interface PhotoSize {
  url: string;
  width: number;
  height: number;
}

/** Plain text (a quote, a question) as the HTML the legacy format's fields are: escaped, lines kept. */
const textHtml = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>');

/**
 * A photo's sizes: Rookery keeps one (at most 1080 px, images.ts), so the original is the only
 * size, listed among the alternates too as Tumblr lists its largest. A size nobody recorded reads 0.
 */
function photoObject(url: string, width: number | null, height: number | null, caption: string) {
  const size: PhotoSize = { url: absoluteHref(url), width: width ?? 0, height: height ?? 0 };
  return { caption, original_size: size, alt_sizes: [size] };
}

function photoFields(c: PostContent) {
  const first = c.photos[0];
  return {
    caption: c.caption,
    photos: c.photos.map((p) => photoObject(p.url, p.width, p.height, p.caption)),
    width: first?.width ?? 0,
    height: first?.height ?? 0,
    ...(c.photos.length > 1 ? { photoset_layout: c.layout || '1'.repeat(c.photos.length) } : {}),
    ...(c.linkthrough ? { link_url: c.linkthrough } : {}),
  };
}

function chatFields(c: PostContent) {
  const lines = chatLines(c.chat);
  return {
    title: c.title || null,
    body: lines.map(({ line }) => line).join('\r\n'),
    dialogue: lines.map(({ speaker, phrase }) => ({
      name: speaker ?? '',
      label: speaker === null ? '' : `${speaker}:`,
      phrase,
    })),
  };
}

function audioFields(c: PostContent) {
  const track = trackBlock(c);
  const file = track.media?.url ?? '';
  const player = `<audio controls preload="none" src="${escapeHtml(file)}"></audio>`;
  return {
    caption: c.caption,
    player,
    embed: player,
    plays: 0,
    audio_url: file,
    audio_type: track.provider,
    ...(c.media_url ? {} : { audio_source_url: c.url }),
    ...(c.album_art ? { album_art: absoluteHref(c.album_art) } : {}),
    ...(c.track_artist ? { artist: c.track_artist } : {}),
    ...(c.track_album ? { album: c.track_album } : {}),
    ...(c.track_title ? { track_name: c.track_title, id3_title: c.track_title } : {}),
  };
}

/** The widths the legacy format offers a player at (api.md's video example). */
const PLAYER_WIDTHS = [250, 400, 500] as const;

function uploadedVideoFields(c: PostContent) {
  const video = c.video;
  const src = absoluteHref(video?.url || c.media_url);
  const poster = video?.poster_url ? absoluteHref(video.poster_url) : '';
  const ratio = video?.width && video.height ? video.height / video.width : 9 / 16;
  const code = (width: number) =>
    `<video width="${width}" height="${Math.round(width * ratio)}" controls preload="none"${poster ? ` poster="${escapeHtml(poster)}"` : ''}><source src="${escapeHtml(src)}" type="video/mp4"></video>`;
  return {
    caption: c.caption,
    player: PLAYER_WIDTHS.map((width) => ({ width, embed_code: code(width) })),
    video_type: 'tumblr',
    video_url: src,
    html5_capable: true,
    ...(poster
      ? { thumbnail_url: poster, thumbnail_width: video?.width ?? 0, thumbnail_height: video?.height ?? 0 }
      : {}),
    ...(video?.duration ? { duration: video.duration } : {}),
  };
}

/** A YouTube or Vimeo player at each width; other embed code (kept as written) at its own size. */
function playerVideoFields(c: PostContent) {
  const block = playerBlock(c.embed_code);
  const src = embedCodeSource(c.embed_code);
  const thumbnail = block?.poster?.[0];
  return {
    caption: c.caption,
    player: PLAYER_WIDTHS.map((width) => ({
      width,
      embed_code: block && src ? embedCodeOf(src, width) : c.embed_code,
    })),
    video_type: block?.provider ?? 'web',
    html5_capable: true,
    ...(block?.url ? { permalink_url: block.url } : {}),
    ...(thumbnail
      ? { thumbnail_url: thumbnail.url, thumbnail_width: thumbnail.width, thumbnail_height: thumbnail.height }
      : {}),
  };
}

function answerFields(c: PostContent, blogOf: (name: string) => TumblrBlogSource | undefined) {
  const asker = c.asking_name || ANONYMOUS_ASKER_NAME;
  const blog = asker === ANONYMOUS_ASKER_NAME ? undefined : blogOf(asker);
  return {
    asking_name: asker,
    asking_url: blog ? absoluteBlogUrl(blog.name) : null,
    question: textHtml(c.ask),
    answer: c.answer,
  };
}

/**
 * Each type's own fields in the legacy format (api.md "Legacy Text Posts" to "Legacy Answer
 * Posts"), from the content as it reads (a reblog's trail already quoted into its field). Rookery
 * keeps no ID3 track number or year and counts no plays: those are left out, plays is 0.
 */
export function legacyFields(
  type: PostType,
  c: PostContent,
  blogOf: (name: string) => TumblrBlogSource | undefined,
): Record<string, unknown> {
  switch (type) {
    case 'text':
      return { title: c.title || null, body: c.body };
    case 'photo':
      return photoFields(c);
    case 'quote':
      return { text: textHtml(c.quote), source: c.source };
    case 'link':
      return {
        title: c.title || null,
        url: c.url,
        link_author: c.author || null,
        excerpt: c.excerpt || null,
        publisher: hostOf(c.url),
        photos: c.thumbnail ? [photoObject(c.thumbnail, null, null, '')] : [],
        description: c.caption,
      };
    case 'chat':
      return chatFields(c);
    case 'audio':
      return audioFields(c);
    case 'video':
      return c.media_url || c.video ? uploadedVideoFields(c) : playerVideoFields(c);
    case 'answer':
      return answerFields(c, blogOf);
  }
}
