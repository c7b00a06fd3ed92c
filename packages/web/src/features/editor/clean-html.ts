import {
  ALLOWED_ATTRIBUTES,
  ALLOWED_CLASSES,
  ALLOWED_TAGS,
  type AllowedTag,
  DROPPED_CONTENT_TAGS,
  embedFrame,
  isAllowedImageSrc,
  isAllowedLinkHref,
  PLAIN_TEXT_TAGS,
  TAG_RENAMES,
} from '@rookery/core';
import DOMPurify, { type Config } from 'dompurify';

const ALL_ATTRIBUTES = [...new Set(Object.values(ALLOWED_ATTRIBUTES).flat())];

/**
 * DOMPurify configured from core's allowlist (spec document 1 §5): only the allowed elements, the
 * contents of style, noscript, script and meta dropped with them, everything else unwrapped.
 */
const CONFIG: Config = {
  ALLOWED_TAGS: [...ALLOWED_TAGS],
  ALLOWED_ATTR: ALL_ATTRIBUTES,
  ADD_FORBID_CONTENTS: [...DROPPED_CONTENT_TAGS],
  KEEP_CONTENT: true,
  ALLOW_ARIA_ATTR: false,
  ALLOW_DATA_ATTR: false,
};

const isAllowedTag = (tag: string): tag is AllowedTag => (ALLOWED_TAGS as readonly string[]).includes(tag);

/** Whether a kept element may keep this attribute with this value (per element, and URLs checked). */
function keepsAttribute(tag: string, name: string, value: string): boolean {
  if (!isAllowedTag(tag) || !ALLOWED_ATTRIBUTES[tag]?.includes(name)) return false;
  if (tag === 'a' && name === 'href') return isAllowedLinkHref(value);
  if (tag === 'img' && (name === 'src' || name === 'data-orig-src')) return isAllowedImageSrc(value);
  if (name === 'class') return value.split(/\s+/).every((c) => ALLOWED_CLASSES[tag]?.includes(c));
  return true;
}

/**
 * An iframe written afresh as core's embedFrame writes a player (its address normalised, the
 * player attributes set, as the server stores it), or removed when it is not one.
 */
function frameEmbed(node: Element) {
  const frame = embedFrame({
    src: node.getAttribute('src'),
    width: node.getAttribute('width'),
    height: node.getAttribute('height'),
    frameborder: node.getAttribute('frameborder'),
  });
  if (!frame) {
    node.remove();
    return;
  }
  for (const name of node.getAttributeNames()) node.removeAttribute(name);
  for (const [name, value] of Object.entries(frame)) node.setAttribute(name, value);
}

/** One DOMPurify instance of our own, so these hooks never touch another caller's sanitising. */
function makePurifier() {
  const purifier = DOMPurify(globalThis.window);
  purifier.addHook('uponSanitizeAttribute', (node, data) => {
    if (!keepsAttribute(node.nodeName.toLowerCase(), data.attrName, data.attrValue)) data.keepAttr = false;
  });
  // An image with no usable source is worth nothing empty.
  purifier.addHook('afterSanitizeAttributes', (node) => {
    const tag = node.nodeName.toLowerCase();
    const src = node.getAttribute('src') ?? '';
    if (tag === 'iframe') frameEmbed(node);
    if (tag === 'img' && (!src || !isAllowedImageSrc(src))) node.remove();
    // An image nobody described is announced as its address; an empty alt marks it decorative.
    if (tag === 'img' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
  });
  return purifier;
}

let purifier: ReturnType<typeof makePurifier> | null = null;

/** Renames synonyms (strong, em, h3, ...) onto the allowlist inside an inert parsed document. */
function renameSynonyms(body: HTMLElement) {
  for (const [from, to] of Object.entries(TAG_RENAMES)) {
    for (const el of Array.from(body.getElementsByTagName(from))) {
      const renamed = body.ownerDocument.createElement(to);
      for (const attr of Array.from(el.attributes)) renamed.setAttribute(attr.name, attr.value);
      renamed.append(...Array.from(el.childNodes));
      el.replaceWith(renamed);
    }
  }
}

/** The pasted markup parsed inert, without the elements whose contents are dropped with them. */
function parseInert(dirty: string): HTMLElement {
  // Opened in the body, so a leading style or noscript stays an element there, not head content.
  const doc = new DOMParser().parseFromString(`<!DOCTYPE html><body>${dirty}`, 'text/html');
  for (const tag of DROPPED_CONTENT_TAGS) for (const el of Array.from(doc.querySelectorAll(tag))) el.remove();
  return doc.body;
}

/**
 * HTML cleaned to the editor's allowlist: what a paste, an HTML-mode switch or a stored post may
 * bring in. DOMParser documents are inert (no scripts run, no images load) while we rename.
 */
export function cleanHtml(dirty: string): string {
  purifier ??= makePurifier();
  const body = parseInert(dirty);
  renameSynonyms(body);
  return purifier.sanitize(body.innerHTML, CONFIG) as string;
}

const PLAIN_CONFIG: Config = { ...CONFIG, ALLOWED_TAGS: [...PLAIN_TEXT_TAGS], ALLOWED_ATTR: [] };

/**
 * HTML cleaned for the plain-text editor (spec document 1 §5: p, br and div only): every other
 * element is unwrapped to its text, and a div becomes the paragraph it stands for.
 */
export function cleanPlainHtml(dirty: string): string {
  purifier ??= makePurifier();
  const clean = purifier.sanitize(parseInert(dirty).innerHTML, PLAIN_CONFIG) as string;
  // No attributes survive, so the serialised div tags are exactly these two.
  return clean.replaceAll('<div>', '<p>').replaceAll('</div>', '</p>');
}
