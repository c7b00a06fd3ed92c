// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { cleanHtml } from '../editor/clean-html';
import { descriptionHtml } from './description-html';

const ORIGIN = 'https://rookery.example';

describe('descriptionHtml', () => {
  it('opens allowed links in a new tab and resolves relative ones against the blog', () => {
    const html = descriptionHtml(
      '<p>See <a href="https://example.com">this</a> and <a href="/about">about</a>.</p>',
      '/ada-writes',
      ORIGIN,
      cleanHtml,
    );
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const [outside, about] = Array.from(doc.querySelectorAll('a'));
    expect(outside?.getAttribute('href')).toBe('https://example.com/');
    expect(outside?.getAttribute('target')).toBe('_blank');
    expect(outside?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(about?.getAttribute('href')).toBe(`${ORIGIN}/ada-writes/about`);
  });

  it('keeps the text of links with other protocols, and drops scripts', () => {
    const html = descriptionHtml(
      '<p><a href="javascript:alert(1)">click</a><b onclick="alert(2)">me</b><script>alert(3)</script></p>',
      '/ada-writes',
      ORIGIN,
      cleanHtml,
    );
    expect(html).toBe('<p>click<b>me</b></p>');
  });
});
