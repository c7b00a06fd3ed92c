import { describe, expect, it } from 'vitest';
import { storeRichText, textToHtml } from './rich-text.js';

describe('textToHtml', () => {
  it('keeps line breaks of plain text as paragraphs and br, escaped', () => {
    expect(textToHtml('Tea & <toast>\nsecond line\n\n\nNew paragraph')).toBe(
      '<p>Tea &amp; &lt;toast&gt;<br />second line</p><p>New paragraph</p>',
    );
    expect(textToHtml('  \n ')).toBe('');
  });
});

describe('storeRichText', () => {
  it('wraps rich text without markup into paragraphs', () => {
    expect(storeRichText('one\ntwo', 0)).toEqual({ html: '<p>one<br />two</p>', markdown: null });
  });

  it('sanitizes rich and html text that has markup', () => {
    expect(storeRichText('<p>a<script>x</script></p>', 0)).toEqual({ html: '<p>a</p>', markdown: null });
    expect(storeRichText('a <img src=x onerror=alert(1)>', 1)).toEqual({
      html: 'a <img src="x" alt="" />',
      markdown: null,
    });
  });

  it('keeps the Markdown source beside its sanitized rendering', () => {
    expect(storeRichText('**hi** <script>x</script>', 2)).toEqual({
      html: '<p><b>hi</b> </p>',
      markdown: '**hi** <script>x</script>',
    });
  });
});
