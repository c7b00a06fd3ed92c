import { describe, expect, it } from 'vitest';
import { growthOf, LINEAR_GROWTH_LIMIT } from '../../../test/per-call-time.js';
import { renderMarkdown } from './markdown.js';
import { sanitizeRichHtml, stripMarkup } from './sanitize.js';

/**
 * Issue 14: the text a save renders and sanitizes costs time in proportion to its length, whatever
 * it holds. Each input grows four times; the time may not grow much more than that (per-call-time.ts).
 * Speeds themselves are the benchmark's (npm run bench), not a test's.
 */

/** Refused texts count too: their refusal must come early, not after quadratic work. */
const tolerant = (fn: (text: string) => unknown) => (text: string) => {
  try {
    fn(text);
  } catch {}
};

const INPUTS: Record<string, (times: number) => string> = {
  'unclosed <div>s': (times) => '<div>'.repeat(20_000 * times),
  'unclosed <b>s': (times) => '<b>'.repeat(20_000 * times),
  'unclosed <a>s': (times) => '<a>'.repeat(20_000 * times),
  'elements 500 deep': (times) => '<div>'.repeat(500) + '<i>x</i>'.repeat(5_000 * times),
  "a run of '<'": (times) => '<'.repeat(50_000 * times),
  'nested blocks, closed': (times) =>
    `${'<blockquote>'.repeat(400)}${'</blockquote>'.repeat(400)}`.repeat(5 * times),
  'Markdown brackets': (times) => '['.repeat(20_000 * times),
  'Markdown emphasis': (times) => '*a _b '.repeat(5_000 * times),
  'Markdown quotes and lists': (times) => '> - '.repeat(5_000 * times),
};

describe.each([
  ['sanitizeRichHtml', tolerant((text) => sanitizeRichHtml(text))],
  ['renderMarkdown', tolerant((text) => renderMarkdown(text))],
  ['stripMarkup', tolerant(stripMarkup)],
])('%s', (_name, fn) => {
  it.each(Object.entries(INPUTS))('takes time in proportion to the text: %s', (_input, grow) => {
    expect(growthOf(fn, grow)).toBeLessThan(LINEAR_GROWTH_LIMIT);
  });
});
