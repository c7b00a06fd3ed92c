import type { FormattingSpan } from '@rookery/core';
import { describe, expect, it } from 'vitest';
import { textSegments } from './text-segments';

const link = (start: number, end: number, attributes: FormattingSpan['attributes']): FormattingSpan => ({
  type: 'link',
  position: [start, end],
  attributes,
});

describe('message text segments', () => {
  it('cuts the text at its link spans: outside addresses, blogs and posts', () => {
    const text = 'see https://example.com and @bob and this';
    expect(
      textSegments(text, [
        link(28, 32, { url: 'http://localhost/bob', blog_name: 'bob' }),
        link(4, 23, { url: 'https://example.com' }),
        link(37, 41, { url: 'http://localhost/bob/post/7', blog_name: 'bob', post_id: '7' }),
      ]),
    ).toEqual([
      { text: 'see ' },
      { text: 'https://example.com', link: { href: 'https://example.com', internal: false } },
      { text: ' and ' },
      { text: '@bob', link: { href: '/bob', internal: true } },
      { text: ' and ' },
      { text: 'this', link: { href: '/bob/post/7', internal: true } },
    ]);
  });

  it('keeps every character when spans are out of range, overlapping or not web addresses', () => {
    const text = 'hello world';
    const segments = textSegments(text, [
      link(0, 5, { url: 'javascript:alert(1)' }),
      link(3, 8, { url: 'https://x.test' }),
      link(6, 99, { url: 'https://y.test' }),
    ]);
    expect(segments.map((s) => s.text).join('')).toBe(text);
    expect(segments.some((s) => s.link)).toBe(false);
  });
});
