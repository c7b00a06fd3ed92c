import type { PostType } from '@rookery/core';
import type { NpfBlock } from '../schema.js';
import { blockPlayer, ownFile } from './media.js';

/** A video block Rookery can play: its own file, or a YouTube or Vimeo player. */
export const playableVideo = (block: NpfBlock) =>
  block.type === 'video' && Boolean(ownFile(block) || blockPlayer(block));

/** An audio block with something to play: its own file or a page of the track. */
export const playableAudio = (block: NpfBlock) =>
  block.type === 'audio' && Boolean(ownFile(block) || block.url);

/**
 * The post type of NPF content, by the spec's waterfall ("Mapping NPF Post Content to Legacy Post
 * Types"): an ask makes an answer; then video, photo, audio, a quote, two or more chat lines, a
 * link; otherwise text. A video or audio block with nothing Rookery can play does not make the
 * post a video or audio post: it is kept as a link in the text instead.
 */
export function npfPostType(blocks: readonly NpfBlock[], hasAsk: boolean): PostType {
  if (hasAsk) return 'answer';
  if (blocks.some(playableVideo)) return 'video';
  if (blocks.some((b) => b.type === 'image' && b.media?.length)) return 'photo';
  if (blocks.some(playableAudio)) return 'audio';
  if (blocks.some((b) => b.type === 'text' && b.subtype === 'quote')) return 'quote';
  if (blocks.filter((b) => b.type === 'text' && b.subtype === 'chat').length > 1) return 'chat';
  if (blocks.some((b) => b.type === 'link' && b.url)) return 'link';
  return 'text';
}
