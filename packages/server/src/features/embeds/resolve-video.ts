import {
  EMBED_DEFAULT_WIDTH,
  type EmbedData,
  embedCodeOf,
  embedCodeSource,
  embedSrc,
  playerSrc,
  UNSUPPORTED_EMBED,
  type VideoRef,
  videoFromUrl,
  videoPageUrl,
  youtubeThumbnail,
} from '@rookery/core';
import { fetchOutside, type OutsideFetchOptions } from '../../net/outside/outside-fetch.js';
import { pageMetadata } from '../../net/outside/page-metadata.js';
import { proxiedImageUrl } from '../image-proxy/proxied.js';

/** What resolving may fetch: pages of a megabyte, oEmbed answers of 64 kB (the fetcher's rules). */
const PAGE: Omit<OutsideFetchOptions, 'allow'> = {
  accept: 'text/html,application/xhtml+xml',
  allowType: (type) => type === 'text/html' || type === 'application/xhtml+xml',
  maxBytes: 1_048_576,
  field: 'embed_url',
};
const OEMBED: Omit<OutsideFetchOptions, 'allow'> = {
  accept: 'application/json',
  allowType: (type) => type === 'application/json' || type === 'text/json' || type === 'text/javascript',
  maxBytes: 65_536,
  timeoutMs: 4_000,
  field: 'embed_url',
};

interface Player {
  video: VideoRef;
  thumbnail: string;
}

function embedData(player: Player, width: number): EmbedData {
  const src = playerSrc(player.video);
  return {
    // The composer shows it: through the proxy, so the video's site does not see who writes.
    thumbnail: proxiedImageUrl(player.thumbnail),
    url: videoPageUrl(player.video),
    preview_iframe: embedCodeOf(src, width),
    embed_code: embedCodeOf(src, EMBED_DEFAULT_WIDTH),
    embed_render_context: { provider: player.video.provider, id: player.video.id },
    unsupported: false,
  };
}

/** A player address or a video page, as a video Rookery plays. */
function videoOf(address: string): VideoRef | null {
  return videoFromUrl(embedSrc(address) ?? address);
}

/** Vimeo's still is not at a known address: its oEmbed says it; none when Vimeo cannot be reached. */
async function vimeoThumbnail(id: string, allow: readonly string[]): Promise<string> {
  try {
    const answer = await fetchOutside(
      `https://vimeo.com/api/oembed.json?url=${encodeURIComponent(`https://vimeo.com/${id}`)}`,
      { ...OEMBED, allow },
    );
    const thumbnail = (JSON.parse(answer.body.toString('utf8')) as { thumbnail_url?: unknown }).thumbnail_url;
    return typeof thumbnail === 'string' && /^https:\/\//.test(thumbnail) ? thumbnail : '';
  } catch {
    return '';
  }
}

/** The player an oEmbed answer embeds, when it is one Rookery shows. */
async function viaOembed(address: string, allow: readonly string[]): Promise<Player | null> {
  let answer: { html?: unknown; thumbnail_url?: unknown };
  try {
    answer = JSON.parse((await fetchOutside(address, { ...OEMBED, allow })).body.toString('utf8'));
  } catch {
    return null;
  }
  const source = typeof answer.html === 'string' ? embedCodeSource(answer.html) : null;
  const video = source ? videoOf(source) : null;
  if (!video) return null;
  const thumbnail = typeof answer.thumbnail_url === 'string' ? answer.thumbnail_url : '';
  return { video, thumbnail };
}

/**
 * POST /svc/post/get_video_data (spec document 2 §7): the embed for a link. YouTube and Vimeo
 * links are read from the address alone; any other page is fetched (the fetcher's rules) and asked
 * for a player by oEmbed discovery, then by its Open Graph video tags. Only players Rookery frames
 * (core EMBED_PROVIDERS) come out; anything else is `unsupported`.
 */
export async function resolveVideo(url: string, width: number, allow: readonly string[]): Promise<EmbedData> {
  const known = videoFromUrl(url);
  if (known) {
    const thumbnail =
      known.provider === 'youtube' ? youtubeThumbnail(known.id) : await vimeoThumbnail(known.id, allow);
    return embedData({ video: known, thumbnail }, width);
  }
  const page = await fetchOutside(url, { ...PAGE, allow });
  const meta = pageMetadata(page.body.toString('utf8'), page.url);
  const player =
    (meta.oembedJson ? await viaOembed(meta.oembedJson, allow) : null) ??
    (meta.video && videoOf(meta.video) ? { video: videoOf(meta.video)!, thumbnail: '' } : null);
  if (!player) return UNSUPPORTED_EMBED;
  return embedData({ ...player, thumbnail: player.thumbnail || meta.image }, width);
}
