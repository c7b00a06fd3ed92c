import { describe, expect, it } from 'vitest';
import { storedDescriptionHtml } from './stored-description-html';

const ORIGIN = 'https://rookery.example';

describe('storedDescriptionHtml', () => {
  it('opens allowed links in a new tab and resolves relative ones against the blog', () => {
    expect(
      storedDescriptionHtml(
        '<p>See <a href="https://example.com">this</a> and <a href="/about" title="About &amp; more">about</a>.</p>',
        '/ada-writes',
        ORIGIN,
      ),
    ).toBe(
      '<p>See <a href="https://example.com/" target="_blank" rel="noopener noreferrer">this</a> and ' +
        `<a href="${ORIGIN}/ada-writes/about" title="About &amp; more" target="_blank" rel="noopener noreferrer">about</a>.</p>`,
    );
  });

  it('reads escaped addresses and writes them escaped again', () => {
    expect(storedDescriptionHtml('<a href="/x?a=1&amp;b=&quot;2&quot;">x</a>', '/ada-writes', ORIGIN)).toBe(
      `<a href="${ORIGIN}/ada-writes/x?a=1&amp;b=%222%22" target="_blank" rel="noopener noreferrer">x</a>`,
    );
  });

  it('keeps only the text of a link with another protocol, and leaves the rest as stored', () => {
    expect(
      storedDescriptionHtml(
        '<p><a href="javascript:alert(1)">click</a> <b>me</b></p><p>two <a>bare</a></p>',
        '/ada-writes',
        ORIGIN,
      ),
    ).toBe('<p>click <b>me</b></p><p>two bare</p>');
  });
});
