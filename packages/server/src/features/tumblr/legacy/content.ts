import { ANONYMOUS_ASKER_NAME, type PostType } from '@rookery/core';
import { escapeHtml } from '../../editor/rich-text.js';
import { emptyContent, type ImportedContent, type ImportedPhoto } from '../../imports/imported-post.js';
import { SkippedPostError } from '../../imports/skipped-post.js';
import { textOf } from '../html-dom.js';
import { playableEmbed } from '../npf/to-rookery/media.js';
import { note, unmapped } from '../unmapped.js';
import type { LegacyPhoto, LegacyPost } from './schema.js';

const TYPES: Readonly<Record<string, PostType>> = {
  text: 'text',
  regular: 'text',
  photo: 'photo',
  quote: 'quote',
  link: 'link',
  chat: 'chat',
  conversation: 'chat',
  audio: 'audio',
  video: 'video',
  answer: 'answer',
  note: 'answer',
};

/** A photo's largest size: the original when given, else the widest of the others. */
function photoUrl(photo: LegacyPhoto): string {
  const sizes = [photo.original_size, ...photo.alt_sizes].filter((s) => s?.url);
  return sizes.sort((a, b) => (b?.width ?? 0) - (a?.width ?? 0))[0]?.url ?? '';
}

const linkParagraph = (href: string) => `<p><a href="${escapeHtml(href)}">${escapeHtml(href)}</a></p>`;

function photoParts(post: LegacyPost): ImportedContent {
  const photos: ImportedPhoto[] = post.photos
    .filter((photo) => photoUrl(photo))
    .map((photo) => ({
      image: { kind: 'image', src: photoUrl(photo) },
      caption: textOf(photo.caption ?? ''),
    }));
  return emptyContent('photo', {
    photos,
    layout: /^\d+$/.test(post.photoset_layout ?? '') ? (post.photoset_layout ?? '') : '',
    fields: { caption: post.caption ?? '', linkthrough: post.link_url ?? '' },
  });
}

function chatLines(post: LegacyPost): string {
  if (post.dialogue.length === 0) return textOf(post.body ?? '');
  return post.dialogue
    .map((line) => [line.label ?? (line.name ? `${line.name}:` : ''), line.phrase ?? ''].join(' ').trim())
    .filter(Boolean)
    .join('\n');
}

/** Tumblr's own track is stored here; a track elsewhere stays its page's address. */
function audioParts(post: LegacyPost, notes: string[]): ImportedContent {
  const own =
    post.audio_url && (post.audio_type === 'tumblr' || !post.audio_source_url) ? post.audio_url : '';
  const elsewhere = own ? '' : (post.audio_source_url ?? post.audio_url ?? '');
  if (!own && !elsewhere) {
    note(notes, unmapped.noAudioSource);
    return emptyContent('text', { fields: { body: post.caption ?? '' } });
  }
  return emptyContent('audio', {
    media: own ? { kind: 'audio', src: own } : null,
    albumArt: post.album_art ? { kind: 'image', src: post.album_art } : null,
    track: {
      title: post.track_name ?? post.id3_title ?? '',
      artist: post.artist ?? '',
      album: post.album ?? '',
    },
    fields: { url: elsewhere, caption: post.caption ?? '' },
  });
}

/** Tumblr's own video is stored here; YouTube and Vimeo play as their players; anything else is a link. */
function videoParts(post: LegacyPost, notes: string[]): ImportedContent {
  const own = post.video_type === 'tumblr' && post.video_url ? post.video_url : '';
  const players =
    typeof post.player === 'string' ? [post.player] : (post.player ?? []).map((p) => p.embed_code);
  const player = own ? null : playableEmbed(post.permalink_url, ...players, post.embed);
  if (own || player) {
    return emptyContent('video', {
      media: own ? { kind: 'video', src: own } : null,
      fields: { embedCode: player ?? '', caption: post.caption ?? '' },
    });
  }
  note(notes, unmapped.otherVideo);
  const link = post.permalink_url ?? post.video_url;
  return emptyContent('text', { fields: { body: (link ? linkParagraph(link) : '') + (post.caption ?? '') } });
}

/**
 * A legacy post's content as Rookery's post of the same type (the spec's field table): each
 * documented field to its place, rich HTML as it is, fields that hold text (title, quote, chat,
 * question) as the text of their HTML.
 */
export function legacyContentParts(post: LegacyPost, notes: string[]): ImportedContent {
  const type = TYPES[post.type];
  switch (type) {
    case 'text':
      return emptyContent('text', { fields: { title: textOf(post.title ?? ''), body: post.body ?? '' } });
    case 'photo':
      return photoParts(post);
    case 'quote':
      return emptyContent('quote', { fields: { quote: textOf(post.text ?? ''), source: post.source ?? '' } });
    case 'link': {
      const picture = post.photos.map(photoUrl).find(Boolean);
      return emptyContent('link', {
        fields: { title: textOf(post.title ?? ''), url: post.url ?? '', caption: post.description ?? '' },
        link: { excerpt: textOf(post.excerpt ?? ''), author: post.link_author ?? '' },
        thumbnail: picture ? { kind: 'image', src: picture } : null,
      });
    }
    case 'chat':
      return emptyContent('chat', { fields: { title: textOf(post.title ?? ''), chat: chatLines(post) } });
    case 'audio':
      return audioParts(post, notes);
    case 'video':
      return videoParts(post, notes);
    case 'answer':
      return emptyContent('answer', {
        fields: { ask: textOf(post.question ?? ''), answer: post.answer ?? '' },
        askingName: post.asking_name || ANONYMOUS_ASKER_NAME,
      });
    default:
      throw new SkippedPostError(unmapped.unknownType(post.type));
  }
}
