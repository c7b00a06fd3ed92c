import { messages, RICH_TEXT_MAX_DEPTH } from '@rookery/core';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors.js';
import { renderMarkdown } from './markdown.js';
import { sanitizePlainHtml, sanitizeRichHtml, stripMarkup } from './sanitize.js';

const nested = (tag: string, depth: number) => `${`<${tag}>`.repeat(depth)}x`;

describe(`rich text nested at most ${RICH_TEXT_MAX_DEPTH} deep`, () => {
  it('keeps text nested to the limit, closing what it opened', () => {
    const clean = sanitizeRichHtml(nested('blockquote', RICH_TEXT_MAX_DEPTH));
    expect(clean).toBe(
      `${'<blockquote>'.repeat(RICH_TEXT_MAX_DEPTH)}x${'</blockquote>'.repeat(RICH_TEXT_MAX_DEPTH)}`,
    );
  });

  it.each([
    ['sanitizeRichHtml', (html: string) => sanitizeRichHtml(html)],
    ['sanitizePlainHtml', sanitizePlainHtml],
    ['stripMarkup', stripMarkup],
    ['renderMarkdown', (html: string) => renderMarkdown(html)],
  ])('%s refuses one level more with a 400 and the message', (_name, clean) => {
    const refusal = (() => {
      try {
        clean(nested('div', RICH_TEXT_MAX_DEPTH + 1));
      } catch (error) {
        return error;
      }
    })() as AppError;
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal.status).toBe(400);
    expect(refusal.message).toBe(messages.textNestedTooDeep);
    expect(messages.textNestedTooDeep).toContain(String(RICH_TEXT_MAX_DEPTH));
  });

  it('counts elements that stay open, not the elements there are', () => {
    const many = 10 * RICH_TEXT_MAX_DEPTH;
    // Closed, or closed by the next one as a browser does (a link in a link, a paragraph in one).
    for (const html of [
      '<b>x</b>'.repeat(many),
      '<a>x'.repeat(many),
      '<p>x'.repeat(many),
      '<li>x'.repeat(many),
    ])
      expect(() => sanitizeRichHtml(html)).not.toThrow();
    // Each text is counted on its own.
    const deep = nested('b', RICH_TEXT_MAX_DEPTH);
    for (let i = 0; i < 3; i++) expect(() => sanitizeRichHtml(deep)).not.toThrow();
  });
});
