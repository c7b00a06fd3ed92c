import { ANONYMOUS_ASKER_NAME, MAX_PHOTOS_PER_POST, type PostType } from '@rookery/core';
import { TITLE_MAX_LENGTH } from '../../../imports/fit-rules.js';
import { emptyContent, type ImportedContent, type ImportedPhoto } from '../../../imports/imported-post.js';
import { note, unmapped } from '../../unmapped.js';
import type { NpfBlock, NpfContent } from '../schema.js';
import { blocksHtml } from './blocks-html.js';
import type { MentionStyle } from './formatting.js';
import { blockPlayer, largest, ownFile } from './media.js';
import { type BlockOrder, blockOrder } from './order.js';
import { npfPostType, playableAudio, playableVideo } from './post-type.js';

const textOf = (block: NpfBlock | undefined) => (block?.type === 'text' ? (block.text ?? '') : '');
const isHeading = (block: NpfBlock) =>
  block.type === 'text' && (block.subtype === 'heading1' || block.subtype === 'heading2');

/** Photo rows as digits ("21"), counting the photos each row of the layout holds. */
function layoutOf(order: BlockOrder, photoBlocks: ReadonlySet<number>): string {
  return order.rows
    .map((row) => row.filter((i) => photoBlocks.has(i)).length)
    .filter((n) => n > 0)
    .map((n) => String(Math.min(n, 9)))
    .join('');
}

interface Mapping {
  npf: NpfContent;
  order: BlockOrder;
  /** The shown blocks with their indexes. */
  shown: { block: NpfBlock; index: number }[];
  html: (blocks: NpfBlock[]) => string;
  notes: string[];
}

/** The shown blocks but the ones a type's fields took (none when a read type's block is missing). */
const without = (m: Mapping, ...taken: (NpfBlock | undefined)[]) =>
  m.shown.map((s) => s.block).filter((b) => !taken.includes(b));

function answerParts(m: Mapping): ImportedContent {
  const ask = m.order.ask.map((i) => m.npf.content[i]!);
  if (ask.some((b) => b.type !== 'text')) note(m.notes, unmapped.askMedia);
  const attribution = m.npf.layout.find((l) => l.type === 'ask')?.attribution;
  return {
    ...emptyContent('answer'),
    fields: { ask: ask.map(textOf).filter(Boolean).join('\n'), answer: m.html(without(m)) },
    askingName: attribution?.blog?.name || ANONYMOUS_ASKER_NAME,
  };
}

function videoParts(m: Mapping): ImportedContent {
  const primary = m.shown.find((s) => playableVideo(s.block))?.block;
  const rest = without(m, primary);
  if (rest.some((b) => (b.type === 'video' || b.type === 'audio') && ownFile(b)))
    note(m.notes, unmapped.extraMedia);
  const file = primary && ownFile(primary);
  return {
    ...emptyContent('video'),
    media: file ? { kind: 'video', src: file } : null,
    fields: { embedCode: file || !primary ? '' : (blockPlayer(primary) ?? ''), caption: m.html(rest) },
  };
}

const isPicture = (block: NpfBlock) => block.type === 'image' && Boolean(largest(block.media));

/**
 * The photos: the pictures the post opens with, as a photoset leads its caption (and as Rookery
 * writes a photo post); when it opens with something else, every picture. Past Rookery's ten
 * photos a post, the rest stay in the caption as pictures, as do pictures after the caption began.
 */
function photoParts(m: Mapping): ImportedContent {
  const firstOther = m.shown.findIndex((s) => !isPicture(s.block));
  const leading = firstOther === -1 ? m.shown : m.shown.slice(0, firstOther);
  const images = leading.length > 0 ? leading : m.shown.filter((s) => isPicture(s.block));
  const kept = images.slice(0, MAX_PHOTOS_PER_POST);
  const photos: ImportedPhoto[] = kept.map(({ block }) => ({
    image: { kind: 'image', src: largest(block.media)!.url },
    caption: block.caption || block.alt_text || '',
  }));
  // A photo's content source (npf-spec "Attribution Type: Link") is where the photos click through to.
  const source = kept.map((s) => s.block.attribution).find((a) => a?.type === 'link' && a.url);
  return {
    ...emptyContent('photo'),
    photos,
    layout: layoutOf(m.order, new Set(kept.map((s) => s.index))),
    carousel: m.order.carousel,
    fields: {
      caption: m.html(without(m, ...kept.map((s) => s.block))),
      ...(source?.url ? { linkthrough: source.url } : {}),
    },
  };
}

function audioParts(m: Mapping): ImportedContent {
  const primary = m.shown.find((s) => playableAudio(s.block))?.block;
  const rest = without(m, primary);
  if (rest.some((b) => (b.type === 'video' || b.type === 'audio') && ownFile(b)))
    note(m.notes, unmapped.extraMedia);
  const file = primary && ownFile(primary);
  // Tumblr's own track is stored here; another service's page stays a link to it.
  const own = file && (primary.provider === 'tumblr' || !primary.url);
  const art = largest(primary?.poster);
  return {
    ...emptyContent('audio'),
    media: own ? { kind: 'audio', src: file } : null,
    albumArt: art ? { kind: 'image', src: art.url } : null,
    track: { title: primary?.title ?? '', artist: primary?.artist ?? '', album: primary?.album ?? '' },
    fields: { url: own ? '' : (primary?.url ?? file ?? ''), caption: m.html(rest) },
  };
}

function quoteParts(m: Mapping): ImportedContent {
  const quote = m.shown.find((s) => s.block.type === 'text' && s.block.subtype === 'quote')?.block;
  return { ...emptyContent('quote'), fields: { quote: textOf(quote), source: m.html(without(m, quote)) } };
}

function chatParts(m: Mapping): ImportedContent {
  const blocks = without(m);
  const title = blocks[0] && isHeading(blocks[0]) ? blocks[0] : undefined;
  if (blocks.some((b) => b.type !== 'text')) note(m.notes, unmapped.chatMedia);
  const lines = blocks
    .filter((b) => b !== title)
    .map(textOf)
    .filter(Boolean);
  return { ...emptyContent('chat'), fields: { title: title ? textOf(title) : '', chat: lines.join('\n') } };
}

function linkParts(m: Mapping): ImportedContent {
  const primary = m.shown.find((s) => s.block.type === 'link' && s.block.url)?.block;
  const poster = largest(primary?.poster);
  return {
    ...emptyContent('link'),
    thumbnail: poster ? { kind: 'image', src: poster.url } : null,
    link: { excerpt: primary?.description ?? '', author: primary?.author ?? '' },
    fields: { title: primary?.title ?? '', url: primary?.url ?? '', caption: m.html(without(m, primary)) },
  };
}

/** A text post's title is the post heading it opens with (heading1; a heading2 is a section's). */
function textParts(m: Mapping): ImportedContent {
  const first = m.shown[0]?.block;
  const isTitle = first?.type === 'text' && first.subtype === 'heading1';
  const title = isTitle && textOf(first).length <= TITLE_MAX_LENGTH ? first : undefined;
  return {
    ...emptyContent('text'),
    fields: { title: title ? textOf(title) : '', body: m.html(without(m, ...(title ? [title] : []))) },
  };
}

const PARTS = {
  answer: answerParts,
  video: videoParts,
  photo: photoParts,
  audio: audioParts,
  quote: quoteParts,
  chat: chatParts,
  link: linkParts,
  text: textParts,
} as const;

/** How content is read beyond its blocks: by an import (the defaults) or for a post written here. */
export interface NpfReading {
  /** The type to read it as (an edit keeps its post's type); by default the spec's waterfall picks. */
  type?: PostType;
  mentions?: MentionStyle;
}

/**
 * NPF content as Rookery's post of its type (npfPostType): the block that makes the type fills
 * the type's fields (photos, the video, the track, the link, the quote, the chat lines, the ask),
 * and everything else becomes the type's rich text (body, caption, source or answer), in order.
 */
export function npfContentParts(npf: NpfContent, notes: string[], reading: NpfReading = {}): ImportedContent {
  const order = blockOrder(npf);
  const shown = order.shown.map((index) => ({ block: npf.content[index]!, index }));
  const readMore = order.readMoreAfter === null ? undefined : npf.content[order.readMoreAfter];
  const type =
    reading.type ??
    npfPostType(
      shown.map((s) => s.block),
      order.ask.length > 0,
    );
  const html = (blocks: NpfBlock[]) => blocksHtml(blocks, notes, readMore, reading.mentions);
  return PARTS[type]({ npf, order, shown, html, notes });
}
