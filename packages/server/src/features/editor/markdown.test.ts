import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown.js';

describe('renderMarkdown', () => {
  it('renders every heading level as the one headline, h2', () => {
    expect(renderMarkdown('# One\n\n### Three')).toBe('<h2>One</h2>\n<h2>Three</h2>');
  });

  it('renders lists, emphasis, links and quotes within the allowlist', () => {
    expect(
      renderMarkdown('- **bold**\n- _it_ ~~gone~~\n\n1. first\n\n> quoted\n\n[site](https://a.example "T")'),
    ).toBe(
      '<ul>\n<li><b>bold</b></li>\n<li><i>it</i> <s>gone</s></li>\n</ul>\n<ol>\n<li>first</li>\n</ol>\n<blockquote>\n<p>quoted</p>\n</blockquote>\n<p><a href="https://a.example" title="T">site</a></p>',
    );
  });

  it('renders code blocks as pre and inline code as text', () => {
    expect(renderMarkdown('```\nif (a < b) {}\n```\n\nrun `npm test`')).toBe(
      '<pre>if (a &lt; b) {}\n</pre>\n<p>run npm test</p>',
    );
  });

  it('renders images and the horizontal rule', () => {
    expect(renderMarkdown('![moth](/media/m.jpg)\n\n---')).toBe(
      '<p><img src="/media/m.jpg" alt="moth" /></p>\n<hr />',
    );
  });

  it('sanitizes raw HTML written in the Markdown', () => {
    const out = renderMarkdown(
      'Hi <b onclick="alert(1)">there</b>\n\n<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>',
    );
    expect(out).toBe('<p>Hi <b>there</b></p>\n\n<img src="x" alt="" />');
  });

  it('never renders a javascript: link', () => {
    expect(renderMarkdown('[x](javascript:alert(1)) <a href="javascript:alert(1)">y</a>')).not.toMatch(
      /javascript:alert\(1\)"/,
    );
    expect(renderMarkdown('<a href="javascript:alert(1)">y</a>')).toBe('<p><a>y</a></p>');
  });
});
