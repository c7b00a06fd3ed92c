// @vitest-environment jsdom
import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanPlainHtml } from './clean-html';
import { plainExtensions } from './plain-extensions';
import { editorPlainText, plainTextDoc } from './plain-text';

let editor: Editor | null = null;
const open = (text = '', maxLength?: number) => {
  editor = new Editor({
    extensions: plainExtensions({ placeholder: 'Title', maxLength }),
    content: plainTextDoc(text),
    editorProps: { transformPastedHTML: cleanPlainHtml },
  });
  return editor;
};

// jsdom has no ClipboardEvent, which ProseMirror makes when a paste brings none.
const paste = () => new Event('paste') as ClipboardEvent;

afterEach(() => editor?.destroy());

describe('the plain-text editor', () => {
  it('cuts a long paste at the character limit', () => {
    const current = open('', 10);
    current.view.pasteText('abcdefghijklmnopqrstuvwxyz', paste());
    expect(editorPlainText(current)).toBe('abcdefghij');
  });

  it('cuts a paste to the room left after what is already there', () => {
    const current = open('Hello', 10);
    current.commands.focus('end');
    current.view.pasteHTML('<p>, world and more</p>', paste());
    expect(editorPlainText(current)).toBe('Hello, wor');
  });

  it('stops typing at the limit', () => {
    const current = open('abc', 3);
    current.commands.focus('end');
    current.commands.insertContent('d');
    expect(editorPlainText(current)).toBe('abc');
  });

  it('drops pasted markup to its text and keeps only p and br', () => {
    const current = open();
    current.view.pasteHTML(
      '<h1 style="color:red">Big <b>news</b></h1><div>From <a href="https://x.test">a</a> <img src="x.png" onerror="alert(1)">div<br>next</div><script>alert(1)</script><ul><li>item</li></ul>',
      paste(),
    );
    const html = current.getHTML();
    expect(html.match(/<\/?([a-z0-9]+)/g)?.map((t) => t.replace(/[</]/g, ''))).toSatisfy((tags: string[]) =>
      tags.every((tag) => tag === 'p' || tag === 'br'),
    );
    expect(html).not.toContain('alert');
    expect(editorPlainText(current)).toBe('Big news\nFrom a div\nnext\nitem');
  });

  it('reads and writes plain text, a paragraph per line', () => {
    const current = open('First\nSecond');
    expect(current.getHTML()).toBe('<p>First</p><p>Second</p>');
    expect(editorPlainText(current)).toBe('First\nSecond');
    expect(editorPlainText(open(''))).toBe('');
  });
});

describe('cleanPlainHtml', () => {
  it('keeps p and br, turns div into p and unwraps everything else', () => {
    expect(cleanPlainHtml('<div class="x">a<b>b</b><br><span style="x">c</span></div><p id="y">d</p>')).toBe(
      '<p>ab<br>c</p><p>d</p>',
    );
  });

  it('drops the contents of style and script', () => {
    expect(cleanPlainHtml('<style>p{}</style><p>kept</p><script>alert(1)</script>')).toBe('<p>kept</p>');
  });
});
