/**
 * The one allowlist of editor content (spec document 1 §3 "Editor content", §5 "Editor paste/set
 * rules"). Plain data and small pure helpers, no DOM: the server sanitizer (sanitize-html) and the
 * client (DOMPurify config, TipTap paste rules) are both configured from it.
 */

/** Elements rich text may hold. `s` is the strikethrough the toolbar writes. */
export const ALLOWED_TAGS = [
  'p',
  'h2',
  'blockquote',
  'pre',
  'ol',
  'ul',
  'li',
  'figure',
  'img',
  'iframe',
  'hr',
  'a',
  'b',
  'i',
  's',
  'br',
  'sub',
  'sup',
  'small',
] as const;
export type AllowedTag = (typeof ALLOWED_TAGS)[number];

/** The class an hr carries when it is the "read more" break. */
export const READ_MORE_CLASS = 'read-more';

/** Attributes kept per element; every other attribute (event handlers, style, id, ...) is dropped. */
export const ALLOWED_ATTRIBUTES: Readonly<Partial<Record<AllowedTag, readonly string[]>>> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'data-orig-width', 'data-orig-height', 'data-key', 'data-orig-src'],
  iframe: ['src', 'width', 'height', 'frameborder'],
  hr: ['class', 'data-label'],
  figure: ['data-type'],
};

/** Class values kept per element (only the read-more break has one). */
export const ALLOWED_CLASSES: Readonly<Partial<Record<AllowedTag, readonly string[]>>> = {
  hr: [READ_MORE_CLASS],
};

/**
 * Elements pasted or typed under another name, mapped onto the allowlist. Other headings become
 * the one headline level; the rest are the usual synonyms browsers, Word and Google Docs write.
 */
export const TAG_RENAMES: Readonly<Record<string, AllowedTag>> = {
  strong: 'b',
  em: 'i',
  strike: 's',
  del: 's',
  h1: 'h2',
  h3: 'h2',
  h4: 'h2',
  h5: 'h2',
  h6: 'h2',
};

/** Elements removed together with everything inside them (spec §5). */
export const DROPPED_CONTENT_TAGS = ['style', 'noscript', 'script', 'meta'] as const;

/** Schemes a link may use; a link without a scheme (relative) is allowed as well. */
export const LINK_PROTOCOLS = ['http', 'https', 'mailto'] as const;

/** Schemes an image source may use; relative sources are allowed. */
export const IMAGE_PROTOCOLS = ['http', 'https'] as const;

/**
 * Rich text nests elements at most this deep (ours). Browsers stop nesting at 512 too (Chromium's
 * parser), and a sanitizer's cost per element grows with the depth, so deeper text is refused.
 */
export const RICH_TEXT_MAX_DEPTH = 512;

/** The plain-text editor variant (spec §5) allows only these. */
export const PLAIN_TEXT_TAGS = ['p', 'br', 'div'] as const;

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

// Browsers ignore control characters and spaces when reading a scheme, so "java\tscript:" runs.
const isIgnoredInScheme = (code: number) => code <= 0x20 || (code >= 0x7f && code <= 0x9f);

function withoutIgnored(url: string): string {
  return [...url].filter((char) => !isIgnoredInScheme(char.codePointAt(0) ?? 0)).join('');
}

/** The lower-case scheme of a URL as a browser would read it, or null for a relative URL. */
export function urlScheme(url: string): string | null {
  const match = SCHEME.exec(withoutIgnored(url));
  return match?.[1] ? match[1].toLowerCase() : null;
}

/** Whether a link address is relative or uses one of the link protocols. */
export function isAllowedLinkHref(href: string): boolean {
  const scheme = urlScheme(href);
  return scheme === null || (LINK_PROTOCOLS as readonly string[]).includes(scheme);
}

/** Whether an image source is relative or http(s). */
export function isAllowedImageSrc(src: string): boolean {
  const scheme = urlScheme(src);
  return scheme === null || (IMAGE_PROTOCOLS as readonly string[]).includes(scheme);
}
