// @vitest-environment jsdom
import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { editorExtensions } from './extensions';
import { editorHtml } from './rich-editor';

let editor: Editor | null = null;
const open = (content: string) => {
  editor = new Editor({
    extensions: editorExtensions({ placeholder: 'Write', onLinkShortcut: () => {} }),
    content,
  });
  return editor;
};

afterEach(() => editor?.destroy());

describe('the editor schema', () => {
  it('writes the allowlist’s elements: b, i, s, h2, a bare pre', () => {
    const html = open(
      '<p><strong>a</strong> <em>b</em> <del>c</del> <u>d</u> <code>e</code></p><h3>Head</h3><pre><code>x = 1</code></pre>',
    ).getHTML();
    expect(html).toBe('<p><b>a</b> <i>b</i> <s>c</s> d e</p><h2>Head</h2><pre>x = 1</pre>');
  });

  it('keeps media items with their key, original source and size, and the read-more break', () => {
    const figure =
      '<figure data-type="image"><img src="/media/a.png" data-key="k1" data-orig-src="/media/a.png" data-orig-width="40" data-orig-height="30"></figure>';
    const html = open(`${figure}<hr class="read-more" data-label="Keep reading"><hr>`).getHTML();
    expect(html).toBe(
      `${figure.replace('<img src="/media/a.png"', '<img src="/media/a.png" alt=""')}<hr class="read-more" data-label="Keep reading"><hr>`,
    );
  });

  it('keeps links without target or rel, and iframes only from embed hosts', () => {
    const html = open(
      '<p><a href="https://a.example" target="_blank">a</a></p><iframe src="https://www.youtube.com/embed/aqz-KE-bpKQ"></iframe><iframe src="https://evil.example/x"></iframe><iframe src="https://www.youtube.com/embed/%2e%2e/x"></iframe>',
    ).getHTML();
    expect(html).toBe(
      '<p><a href="https://a.example">a</a></p><iframe src="https://www.youtube.com/embed/aqz-KE-bpKQ" width="540" height="304" frameborder="0" title="YouTube video" allow="fullscreen; encrypted-media; picture-in-picture" referrerpolicy="strict-origin-when-cross-origin" loading="lazy"></iframe>',
    );
  });

  it('toggles the spec’s marks and blocks from commands', () => {
    const e = open('<p>word</p>');
    e.chain().selectAll().toggleBold().run();
    expect(e.getHTML()).toBe('<p><b>word</b></p>');
    e.chain().toggleBlockquote().run();
    expect(editorHtml(e)).toBe('<blockquote><p><b>word</b></p></blockquote>');
  });
});
