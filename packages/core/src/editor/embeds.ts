/**
 * Embedded players (spec document 1 §3 "Editor content": iframes): the only frames Rookery shows
 * are the players of a few video providers. Rookery has no embeddable page of its own, so a frame
 * of its own origin, whose scripts would run as the site, is never one. The server sanitizer, the
 * browser's cleaning, the editor and both renderers of a post (page and server fragment) all ask
 * here, so every side frames exactly the same addresses with the same attributes.
 */

interface EmbedProvider {
  /** Host names exactly as the URL parser writes them (lower case, no port, no trailing dot). */
  hosts: readonly string[];
  /** The whole path of a player address. */
  path: RegExp;
  /** The frame's accessible name. */
  title: string;
  /**
   * The iframe sandbox the player works in, or null for none. A sandbox may never hold both
   * allow-scripts and allow-same-origin: a frame with both can lift its own sandbox. Both players
   * below need scripts and their own origin (YouTube's reads its cookies and fails without), so they
   * get no sandbox: they are another site's pages, which the same-origin policy already keeps away
   * from ours, and their features are held to `EMBED_PERMISSIONS` by the allow attribute.
   */
  sandbox: string | null;
}

const YOUTUBE_PATH = /^\/embed\/[A-Za-z0-9_-]{11}$/;

export const EMBED_PROVIDERS: readonly EmbedProvider[] = [
  { hosts: ['www.youtube.com', 'youtube.com'], path: YOUTUBE_PATH, title: 'YouTube video', sandbox: null },
  {
    hosts: ['www.youtube-nocookie.com', 'youtube-nocookie.com'],
    path: YOUTUBE_PATH,
    title: 'YouTube video',
    sandbox: null,
  },
  { hosts: ['player.vimeo.com'], path: /^\/video\/\d{1,12}$/, title: 'Vimeo video', sandbox: null },
];

/** Features a player may use: the fullscreen button, protected streams and picture-in-picture. */
export const EMBED_PERMISSIONS = 'fullscreen; encrypted-media; picture-in-picture';
/** Players are told the site, never the post (YouTube refuses to play with no referrer at all). */
export const EMBED_REFERRER_POLICY = 'strict-origin-when-cross-origin';

// The WHATWG URL parser, a global in browsers and Node alike; core is typed without either's library.
interface WhatwgUrl {
  protocol: string;
  username: string;
  password: string;
  hostname: string;
  port: string;
  pathname: string;
  search: string;
  hash: string;
  href: string;
}
const UrlParser = (globalThis as unknown as { URL: new (input: string) => WhatwgUrl }).URL;

function parseUrl(raw: string): WhatwgUrl | null {
  try {
    return new UrlParser(raw);
  } catch {
    return null;
  }
}

// The parser quietly drops tabs and newlines and turns backslashes into slashes; an address that
// needs any of that to read as a player is not one.
function unread(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return code <= 0x20 || (code >= 0x7f && code <= 0x9f) || char === '\\';
}

// Encoded dots, slashes and backslashes: the parser resolves %2e%2e as a ".." segment.
const ENCODED_SEPARATOR = /%(2e|2f|5c)/i;
const DOT_SEGMENT = /(^|\/)\.{1,2}(\/|$)/;

/** Whether the address before its query, read with its escapes decoded, steps across the path. */
function crossesPath(raw: string): boolean {
  const head = raw.split(/[?#]/, 1)[0] ?? '';
  if (ENCODED_SEPARATOR.test(head)) return true;
  let decoded: string;
  try {
    decoded = decodeURIComponent(head);
  } catch {
    return true;
  }
  const path = decoded.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '');
  return decoded.includes('\\') || DOT_SEGMENT.test(path);
}

function providerOf(url: WhatwgUrl): EmbedProvider | undefined {
  return EMBED_PROVIDERS.find((p) => p.hosts.includes(url.hostname) && p.path.test(url.pathname));
}

/**
 * A player address as the URL parser writes it (its query kept, its fragment dropped), or null
 * when it is not one: https only, a provider's exact host, no credentials, the default port, and a
 * path that is the provider's player path without dot segments or escaped separators.
 */
export function embedSrc(raw: string): string | null {
  const trimmed = raw.trim();
  if ([...trimmed].some(unread) || crossesPath(trimmed)) return null;
  const url = parseUrl(trimmed);
  if (url?.protocol !== 'https:' || url.username || url.password || url.port) return null;
  if (!providerOf(url)) return null;
  url.hash = '';
  return url.href;
}

/** Whether an iframe may load this address (see embedSrc). */
export function isAllowedEmbedSrc(raw: string): boolean {
  return embedSrc(raw) !== null;
}

const SIZE = /^\d{1,4}$/;

type FrameInput = Readonly<Partial<Record<'src' | 'width' | 'height' | 'frameborder', string | null>>>;

/**
 * The one way an embed is written, from what a stored or pasted iframe says (src, width, height,
 * frameborder): the normalised address, the size only as plain numbers, then the attributes every
 * player frame carries. Null when the address is not a player's.
 */
export function embedFrame(input: FrameInput): Record<string, string> | null {
  const src = embedSrc(input.src ?? '');
  const provider = src ? providerOf(new UrlParser(src)) : undefined;
  if (!src || !provider) return null;
  const frame: Record<string, string> = { src };
  for (const name of ['width', 'height', 'frameborder'] as const) {
    const value = input[name]?.trim();
    if (value && SIZE.test(value)) frame[name] = value;
  }
  frame.title = provider.title;
  frame.allow = EMBED_PERMISSIONS;
  frame.referrerpolicy = EMBED_REFERRER_POLICY;
  frame.loading = 'lazy';
  if (provider.sandbox !== null) frame.sandbox = provider.sandbox;
  return frame;
}

/** The attributes embedFrame writes beside the four an iframe keeps from its input. */
export const EMBED_FRAME_ATTRIBUTES = ['title', 'allow', 'referrerpolicy', 'loading', 'sandbox'] as const;
