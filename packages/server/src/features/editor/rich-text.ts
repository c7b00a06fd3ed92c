import type { FormatCode } from '@rookery/core';
import { renderMarkdown } from './markdown.js';
import { sanitizeRichHtml } from './sanitize.js';

/** A rich field as stored: the HTML every reader gets, and the Markdown it came from, if any. */
export interface StoredRichText {
  html: string;
  markdown: string | null;
}

const MARKUP = /<[a-z!/?]/i;

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Text typed without markup (the composer's plain textareas) as HTML that keeps its line breaks:
 * blank lines part paragraphs, single newlines become <br>.
 */
export function textToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br />')}</p>`)
    .join('');
}

/**
 * What a rich field stores for its format code (spec document 1 §4): rich (0) and html (1) keep
 * sanitized HTML, rich text without any markup first becomes paragraphs; Markdown (2) keeps its
 * source for editing beside the sanitized HTML it renders to.
 */
export function storeRichText(value: string, format: FormatCode): StoredRichText {
  if (format === 2) return { html: renderMarkdown(value), markdown: value };
  if (format === 0 && !MARKUP.test(value)) return { html: textToHtml(value), markdown: null };
  return { html: sanitizeRichHtml(value).trim(), markdown: null };
}
