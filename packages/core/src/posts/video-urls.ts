import { embedSrc } from '../editor/embeds.js';

/**
 * Video pages people copy (issue 17: the embed resolver), read without asking anyone: YouTube's
 * watch, short, live, embed and youtu.be forms and Vimeo's page and player forms. The server's
 * resolver (POST /svc/post/get_video_data), the composer and the editor's Embed entry all read a
 * link here, so each turns the same links into the same player.
 */
export type VideoRef =
  | { provider: 'youtube'; id: string; start: number | null }
  | { provider: 'vimeo'; id: string };

// The WHATWG URL parser, a global in browsers and Node alike; core is typed without either's library.
interface WhatwgUrl {
  protocol: string;
  hostname: string;
  pathname: string;
  searchParams: { get(name: string): string | null };
  hash: string;
}
const UrlParser = (globalThis as unknown as { URL: new (input: string) => WhatwgUrl }).URL;

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com']);
const NOCOOKIE_HOSTS = new Set(['youtube-nocookie.com', 'www.youtube-nocookie.com']);

/** `t=90`, `t=1m30s`, `start=90` as seconds, or null. */
function seconds(value: string | null): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value);
  const parts = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(value);
  if (!parts || !value) return null;
  return Number(parts[1] ?? 0) * 3600 + Number(parts[2] ?? 0) * 60 + Number(parts[3] ?? 0);
}

function youtube(url: WhatwgUrl): VideoRef | null {
  const start = seconds(url.searchParams.get('t') ?? url.searchParams.get('start'));
  const ref = (id: string | undefined | null) =>
    id && YOUTUBE_ID.test(id) ? { provider: 'youtube' as const, id, start } : null;
  const [first, second] = url.pathname.split('/').filter(Boolean);
  if (url.hostname === 'youtu.be') return ref(first);
  if (NOCOOKIE_HOSTS.has(url.hostname)) return first === 'embed' ? ref(second) : null;
  if (!YOUTUBE_HOSTS.has(url.hostname)) return null;
  if (first === 'watch') return ref(url.searchParams.get('v'));
  if (first === 'shorts' || first === 'live' || first === 'embed' || first === 'v') return ref(second);
  return null;
}

function vimeo(url: WhatwgUrl): VideoRef | null {
  const parts = url.pathname.split('/').filter(Boolean);
  if (url.hostname === 'player.vimeo.com')
    return parts[0] === 'video' && VIMEO_ID.test(parts[1] ?? '')
      ? { provider: 'vimeo', id: parts[1]! }
      : null;
  if (url.hostname !== 'vimeo.com' && url.hostname !== 'www.vimeo.com') return null;
  // vimeo.com/123, vimeo.com/channels/staffpicks/123, vimeo.com/groups/x/videos/123, vimeo.com/123/abcdef (unlisted)
  const id = parts.find((part) => VIMEO_ID.test(part));
  return id ? { provider: 'vimeo', id } : null;
}

/** The video a link names, or null when it is no YouTube or Vimeo video. */
export function videoFromUrl(raw: string): VideoRef | null {
  let url: WhatwgUrl;
  try {
    url = new UrlParser(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  return youtube(url) ?? vimeo(url);
}

/** The player's address, which core's embedSrc accepts (YouTube's without its cookies). */
export function playerSrc(video: VideoRef): string {
  if (video.provider === 'vimeo') return `https://player.vimeo.com/video/${video.id}`;
  const start = video.start ? `?start=${video.start}` : '';
  return `https://www.youtube-nocookie.com/embed/${video.id}${start}`;
}

/** The video's own page, as people share it. */
export function videoPageUrl(video: VideoRef): string {
  return video.provider === 'vimeo'
    ? `https://vimeo.com/${video.id}`
    : `https://www.youtube.com/watch?v=${video.id}${video.start ? `&t=${video.start}` : ''}`;
}

/** YouTube's still of a video, at a known address; Vimeo's must be asked for (the server does). */
export function youtubeThumbnail(id: string): string {
  return `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;
}

/** Players are drawn 16:9 at the width asked for (spec document 2 §7 embed_width). */
export const EMBED_DEFAULT_WIDTH = 500;

/** The iframe a player is stored and shown as: the address and a 16:9 size, nothing else. */
export function embedCodeOf(src: string, width = EMBED_DEFAULT_WIDTH): string {
  const w = Math.max(1, Math.min(1920, Math.round(width)));
  const h = Math.round((w * 9) / 16);
  const escaped = src.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return `<iframe src="${escaped}" width="${w}" height="${h}" frameborder="0" allowfullscreen></iframe>`;
}

/**
 * Spec document 2 §5: an embed code must carry an iframe, embed or script with a source, or an
 * object with data; anything else is 'Invalid embed code'.
 */
export function looksLikeEmbedCode(code: string): boolean {
  return (
    /<(iframe|embed|script)\b[^>]*\bsrc\s*=\s*["']?[^\s"'>]/i.test(code) ||
    /<object\b[^>]*\bdata\s*=\s*["']?[^\s"'>]/i.test(code)
  );
}

/** The address a piece of embed code plays: its iframe's (or embed's) source, decoded. */
export function embedCodeSource(code: string): string | null {
  const src = /<(?:iframe|embed)\b[^>]*\bsrc\s*=\s*["']([^"']+)["']/i.exec(code)?.[1];
  return src ? src.replace(/&amp;/g, '&') : null;
}

/**
 * What a video post's embed field may hold once saved: a link to a YouTube or Vimeo video becomes
 * its player's iframe; code whose iframe or embed plays an allowed player is kept as written
 * (issue 17: raw code only with an allowed host); anything else is null, refused as
 * 'Invalid embed code'.
 */
export function storableEmbedCode(input: string): string | null {
  const value = input.trim();
  const video = videoFromUrl(value);
  if (video) return embedCodeOf(playerSrc(video));
  if (!looksLikeEmbedCode(value)) return null;
  const source = embedCodeSource(value);
  return source !== null && embedSrc(source) !== null ? value : null;
}

/** Spec document 2 §8, §9. */
export const embedMessages = {
  invalidCode: 'Invalid embed code',
  invalidResponse: 'Invalid embed response',
  unsupported: 'Rookery can only show videos from YouTube and Vimeo, or pages that embed them.',
} as const;
export const EMBED_RETRY_DELAY_MS = 2000;
