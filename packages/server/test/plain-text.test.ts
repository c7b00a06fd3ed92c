import { isBlank, plainText } from '@rookery/core';
import { describe, expect, it } from 'vitest';
import { growthOf, LINEAR_GROWTH_LIMIT } from './per-call-time.js';

/** Grows linearly with a long run of unclosed tags, comments or a bare '<', the inputs that go quadratic. */
function expectLinearOnUnclosedTags(scan: (text: string) => unknown): void {
  for (const unit of ['<', '<a ', '<!--']) {
    expect(
      growthOf(scan, (times) => unit.repeat(16_000 * times)),
      unit,
    ).toBeLessThan(LINEAR_GROWTH_LIMIT);
  }
}

describe('plainText', () => {
  it('keeps the words of rich HTML, one space between blocks', () => {
    expect(plainText('<p>So <b>true</b>.</p><p>Again &amp; again&nbsp;&lt;3</p>')).toBe(
      'So true. Again & again <3',
    );
  });

  it('runs a link and its full stop together, as they read', () => {
    expect(plainText('<p>made with <a href="https://x.test">open tools</a>.</p>')).toBe(
      'made with open tools.',
    );
  });

  it('is empty for markup without words', () => {
    expect(plainText('<p><br></p>')).toBe('');
  });

  it('takes time in proportion to the text, even for a long run of unclosed tags (titles are not sanitized)', () => {
    expectLinearOnUnclosedTags(plainText);
  });
});

// Core's own, timed here with the server's timing tests (the alone project): nothing runs beside them.
describe('isBlank', () => {
  it('takes time in proportion to the text, even for a long run of unclosed tags', () => {
    expectLinearOnUnclosedTags(isBlank);
  });
});
