import {
  embedCodeSource,
  type PostContent,
  type PostPhoto,
  videoFromUrl,
  videoPageUrl,
  youtubeThumbnail,
} from '@rookery/core';
import type { HtmlElement } from '../../html-dom.js';
import { hostOf, mediaObject } from './addresses.js';
import type { NpfAudioBlock, NpfImageBlock, NpfLinkBlock, NpfVideoBlock } from './types.js';

/** Tumblr's name for media a blog uploaded itself; clients play a `tumblr` block natively. */
export const OWN_PROVIDER = 'tumblr';

const sizeOf = (value: string | undefined) => (value && Number(value) > 0 ? Number(value) : null);

/** A photo of a photo post: its caption is shown under it and read out as its description. */
export function photoBlock(photo: PostPhoto, linkthrough: string): NpfImageBlock {
  return {
    type: 'image',
    media: [mediaObject(photo.url, photo)],
    ...(photo.caption ? { alt_text: photo.caption, caption: photo.caption } : {}),
    // The click-through address: NPF's "image with a content source" (npf-spec "Attribution Type: Link").
    ...(linkthrough ? { attribution: { type: 'link' as const, url: linkthrough } } : {}),
  };
}

/** A picture in rich text (the editor's figure, or a bare img) as an image block. */
export function pictureBlock(img: HtmlElement): NpfImageBlock | null {
  const src = img.attribs.src;
  if (!src) return null;
  const size = {
    width: sizeOf(img.attribs['data-orig-width']),
    height: sizeOf(img.attribs['data-orig-height']),
  };
  const alt = img.attribs.alt ?? '';
  return { type: 'image', media: [mediaObject(src, size)], ...(alt ? { alt_text: alt } : {}) };
}

/**
 * A YouTube or Vimeo player, written as Rookery stores it (an iframe, in a video post's embed field
 * or in rich text), as a video block: the code as written, its address, the video's own page.
 */
export function playerBlock(embedHtml: string): NpfVideoBlock | null {
  const src = embedCodeSource(embedHtml);
  const video = src ? videoFromUrl(src) : null;
  if (!src || !video) return null;
  const width = sizeOf(/\swidth="?(\d+)/i.exec(embedHtml)?.[1]) ?? 540;
  const height = sizeOf(/\sheight="?(\d+)/i.exec(embedHtml)?.[1]) ?? 405;
  const youtube = video.provider === 'youtube';
  return {
    type: 'video',
    provider: video.provider,
    url: videoPageUrl(video),
    embed_html: embedHtml,
    embed_url: src,
    embed_iframe: { url: src, width, height },
    ...(youtube
      ? {
          metadata: { id: video.id },
          poster: [{ url: youtubeThumbnail(video.id), type: 'image/jpeg', width: 480, height: 360 }],
        }
      : {}),
  };
}

/**
 * A video post's own upload: its converted SD file with its poster (the upload itself while it is
 * still being converted, so the block always names what was sent).
 */
export function uploadedVideoBlock(content: PostContent): NpfVideoBlock {
  const video = content.video;
  const playable = video?.url ? video.url : content.media_url;
  return {
    type: 'video',
    provider: OWN_PROVIDER,
    media: mediaObject(playable, { width: video?.width, height: video?.height }),
    ...(video?.poster_url
      ? { poster: [mediaObject(video.poster_url, { width: video.width, height: video.height })] }
      : {}),
    ...(video?.duration ? { duration: Math.round(video.duration * 1000) } : {}),
  };
}

/**
 * An audio post's track: the blog's own upload, or a file elsewhere that Rookery plays by its
 * address (so it is `media` too, the spec's "playable natively"), named after its site.
 */
export function trackBlock(content: PostContent): NpfAudioBlock {
  const own = content.media_url;
  const art = content.album_art;
  return {
    type: 'audio',
    provider: own ? OWN_PROVIDER : hostOf(content.url) || 'web',
    ...(own ? {} : { url: content.url }),
    media: mediaObject(own || content.url),
    ...(content.track_title ? { title: content.track_title } : {}),
    ...(content.track_artist ? { artist: content.track_artist } : {}),
    ...(content.track_album ? { album: content.track_album } : {}),
    ...(art ? { poster: [mediaObject(art, { width: null, height: null })] } : {}),
  };
}

/** A link post's link, its picture the poster; the excerpt is the page's description. */
export function linkBlock(content: PostContent): NpfLinkBlock {
  return {
    type: 'link',
    url: content.url,
    ...(content.title ? { title: content.title } : {}),
    ...(content.excerpt ? { description: content.excerpt } : {}),
    ...(content.author ? { author: content.author } : {}),
    site_name: hostOf(content.url),
    display_url: content.url,
    ...(content.thumbnail ? { poster: [mediaObject(content.thumbnail, { width: null, height: null })] } : {}),
  };
}
