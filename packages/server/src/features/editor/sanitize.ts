import {
  ALLOWED_ATTRIBUTES,
  ALLOWED_CLASSES,
  ALLOWED_TAGS,
  DROPPED_CONTENT_TAGS,
  EMBED_FRAME_ATTRIBUTES,
  embedFrame,
  IMAGE_PROTOCOLS,
  isAllowedEmbedSrc,
  isAllowedImageSrc,
  isAllowedLinkHref,
  LINK_PROTOCOLS,
  PLAIN_TEXT_TAGS,
  TAG_RENAMES,
} from '@rookery/core';
import sanitizeHtml from 'sanitize-html';
import { depthLimit } from './depth-limit.js';

/**
 * Dropped with their contents beyond the spec's four: the head's title, Word's xml islands and
 * form controls whose text is not content.
 */
const DROPPED_WITH_CONTENT = [
  ...DROPPED_CONTENT_TAGS,
  'title',
  'xml',
  'template',
  'textarea',
  'select',
  'option',
];

type Attributes = Record<string, string>;

/** The inline formatting a pasted span's style stands for (Google Docs writes bold as a styled span). */
function styledTag(style: string): 'b' | 'i' | 's' | null {
  const css = style.toLowerCase().replace(/\s+/g, '');
  if (/font-weight:(bold|bolder|[6-9]00)/.test(css)) return 'b';
  if (css.includes('font-style:italic')) return 'i';
  if (css.includes('text-decoration:line-through')) return 's';
  return null;
}

// An element renamed to a tag outside the allowlist is unwrapped: its text stays, the tag goes.
const UNWRAP = 'span';

function rename(tagName: string, attribs: Attributes) {
  return { tagName, attribs };
}

const transformTags: Record<string, sanitizeHtml.Transformer> = {
  ...Object.fromEntries(
    Object.entries(TAG_RENAMES).map(([from, to]) => [from, sanitizeHtml.simpleTransform(to, {})]),
  ),
  // Google Docs wraps a whole paste in <b style="font-weight:normal" id="docs-internal-guid-…">.
  b: (_tag, attribs) => rename(attribs.style && !styledTag(attribs.style) ? UNWRAP : 'b', attribs),
  span: (_tag, attribs) => rename(styledTag(attribs.style ?? '') ?? UNWRAP, attribs),
  div: (_tag, attribs) => rename('p', attribs),
  // Stored images always carry alt: an undescribed one is decorative (alt=""), not its address read out.
  img: (_tag, attribs) => ({ tagName: 'img', attribs: { ...attribs, alt: attribs.alt ?? '' } }),
  // An embed is written afresh from its address and size (core's embedFrame); without a player's
  // address it keeps no source, and dropsElement removes it.
  iframe: (_tag, attribs) => ({ tagName: 'iframe', attribs: embedFrame(attribs) ?? {} }),
};

/** Elements left with nothing to show once their unsafe attributes are gone. */
function dropsElement(frame: sanitizeHtml.IFrame): boolean {
  const src = frame.attribs.src ?? '';
  if (frame.tag === 'iframe') return !isAllowedEmbedSrc(src);
  if (frame.tag === 'img') return !src || !isAllowedImageSrc(src);
  return false;
}

function richOptions(): sanitizeHtml.IOptions {
  return {
    allowedTags: [...ALLOWED_TAGS],
    allowedAttributes: {
      ...(ALLOWED_ATTRIBUTES as Record<string, string[]>),
      iframe: [...(ALLOWED_ATTRIBUTES.iframe ?? []), ...EMBED_FRAME_ATTRIBUTES],
    },
    allowedClasses: ALLOWED_CLASSES as Record<string, string[]>,
    allowedSchemes: [...LINK_PROTOCOLS],
    allowedSchemesByTag: { img: [...IMAGE_PROTOCOLS], iframe: ['https'] },
    allowedSchemesAppliedToAttributes: ['href', 'src', 'data-orig-src'],
    allowProtocolRelative: false,
    allowedStyles: {},
    nonTextTags: DROPPED_WITH_CONTENT,
    disallowedTagsMode: 'discard',
    transformTags,
    exclusiveFilter: dropsElement,
    parser: { lowerCaseTags: true, lowerCaseAttributeNames: true },
    ...depthLimit(),
  };
}

/**
 * Rich text as it may be stored and shown (spec document 1 §5): only the allowlist's elements and
 * attributes, links and sources only with allowed schemes, iframes only as embedded players; the
 * contents of script, style, noscript and meta are dropped and unbalanced markup is closed.
 * Text nested deeper than RICH_TEXT_MAX_DEPTH is refused with a ValidationError (depth-limit.ts).
 */
export function sanitizeRichHtml(html: string): string {
  const clean = sanitizeHtml(html, richOptions());
  // sanitize-html checks schemes itself; this repeats the core rule so both sides agree exactly.
  return clean.replace(/\shref="([^"]*)"/g, (whole, href: string) =>
    isAllowedLinkHref(decodeEntities(href)) ? whole : '',
  );
}

/** The plain-text editor variant: p, br and div only, no attributes. */
export function sanitizePlainHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...PLAIN_TEXT_TAGS],
    allowedAttributes: {},
    nonTextTags: DROPPED_WITH_CONTENT,
    disallowedTagsMode: 'discard',
    ...depthLimit(),
  });
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name] ?? '');
}

/** Text with every element removed, for fields shown as text (photo captions used as alt text). */
export function stripMarkup(text: string): string {
  return decodeEntities(
    sanitizeHtml(text, {
      allowedTags: [],
      allowedAttributes: {},
      nonTextTags: DROPPED_WITH_CONTENT,
      ...depthLimit(),
    }),
  );
}
