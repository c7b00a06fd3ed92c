import { beforeAll, describe, expect, it } from 'vitest';
import { htmlBlocks } from './html-blocks.js';
import { configureTestSite, SITE, testBlog, testBlogs } from './test-content.js';

beforeAll(configureTestSite);
const blocks = (html: string) => htmlBlocks(html, testBlogs('david', 'cyle')).blocks;

describe('rich text as NPF text blocks', () => {
  it('writes paragraphs and the one heading level as heading2', () => {
    expect(blocks('<h2>Section</h2><p>There comes a moment</p>')).toEqual([
      { type: 'text', subtype: 'heading2', text: 'Section' },
      { type: 'text', text: 'There comes a moment' },
    ]);
  });

  it('writes bold, italic, strikethrough, small and links as ranges, combining touching ones', () => {
    expect(
      blocks(
        '<p>some <b>bold</b> and <i>italic</i>, <s>gone</s>, <small>small</small>, <a href="https://www.nasa.gov">a link</a><b>!</b><b>!</b></p>',
      ),
    ).toEqual([
      {
        type: 'text',
        text: 'some bold and italic, gone, small, a link!!',
        formatting: [
          { start: 5, end: 9, type: 'bold' },
          { start: 14, end: 20, type: 'italic' },
          { start: 22, end: 26, type: 'strikethrough' },
          { start: 28, end: 33, type: 'small' },
          { start: 35, end: 41, type: 'link', url: 'https://www.nasa.gov' },
          { start: 41, end: 43, type: 'bold' },
        ],
      },
    ]);
  });

  it('nests overlapping marks as the spec renders them back', () => {
    // The spec's own example: <b>supercali<i>fragilistic</i></b><i>expialidocious</i>.
    expect(blocks('<p><b>supercali<i>fragilistic</i></b><i>expialidocious</i></p>')[0]).toEqual({
      type: 'text',
      text: 'supercalifragilisticexpialidocious',
      formatting: [
        { start: 0, end: 20, type: 'bold' },
        { start: 9, end: 34, type: 'italic' },
      ],
    });
  });

  it('counts Unicode code points, not UTF-16 units, as the spec says', () => {
    expect(blocks('<p>🌳ø <b>bold</b></p>')[0]).toMatchObject({
      text: '🌳ø bold',
      formatting: [{ start: 3, end: 7, type: 'bold' }],
    });
  });

  it('mentions blogs that exist by @name, with their short blog info', () => {
    expect(blocks('<p>Shout out to @david and @nobody-here</p>')[0]).toEqual({
      type: 'text',
      text: 'Shout out to @david and @nobody-here',
      formatting: [{ start: 13, end: 19, type: 'mention', blog: testBlog('david') }],
    });
  });

  it('makes relative links absolute, keeps line breaks, collapses the spaces HTML collapses', () => {
    expect(blocks('<p>  see\n   <a href="/david">this</a><br>next line  </p>')[0]).toEqual({
      type: 'text',
      text: 'see this\nnext line',
      formatting: [{ start: 4, end: 8, type: 'link', url: `${SITE}/david` }],
    });
    expect(blocks('<pre>keep  these\n  spaces</pre>')[0]).toEqual({
      type: 'text',
      text: 'keep  these\n  spaces',
    });
  });

  it('writes lists and quotes as the spec writes its nested-list example', () => {
    const html =
      "<h2>Sward's Shopping List</h2><ol><li><p>First level: Fruit</p><ul><li><p>Second level: Apples</p>" +
      '<ol><li><p>Third level: Green</p></li></ol></li><li><p>Second level: Pears</p></li></ul></li>' +
      '<li><p>First level: Vegetables</p></li></ol>';
    expect(blocks(html)).toEqual([
      { type: 'text', subtype: 'heading2', text: "Sward's Shopping List" },
      { type: 'text', subtype: 'ordered-list-item', text: 'First level: Fruit' },
      { type: 'text', subtype: 'unordered-list-item', text: 'Second level: Apples', indent_level: 1 },
      { type: 'text', subtype: 'ordered-list-item', text: 'Third level: Green', indent_level: 2 },
      { type: 'text', subtype: 'unordered-list-item', text: 'Second level: Pears', indent_level: 1 },
      { type: 'text', subtype: 'ordered-list-item', text: 'First level: Vegetables' },
    ]);
  });

  it('counts indent levels from the left through quotes and lists, as the spec’s mixed example', () => {
    const html =
      '<blockquote><p>1: blockquote, not nested</p><blockquote><p>2: blockquote, nested</p><ul>' +
      '<li>3: nested in two blockquotes</li><li><ol><li>4: nested in two blockquotes and a list</li></ol></li>' +
      '<li>3: back to level 3, double nesting</li></ul></blockquote><p>1: back to level 1, no nesting</p></blockquote>';
    expect(blocks(html)).toEqual([
      { type: 'text', subtype: 'indented', text: '1: blockquote, not nested' },
      { type: 'text', subtype: 'indented', text: '2: blockquote, nested', indent_level: 1 },
      { type: 'text', subtype: 'unordered-list-item', text: '3: nested in two blockquotes', indent_level: 2 },
      {
        type: 'text',
        subtype: 'ordered-list-item',
        text: '4: nested in two blockquotes and a list',
        indent_level: 3,
      },
      {
        type: 'text',
        subtype: 'unordered-list-item',
        text: '3: back to level 3, double nesting',
        indent_level: 2,
      },
      { type: 'text', subtype: 'indented', text: '1: back to level 1, no nesting' },
    ]);
  });

  it('writes the editor’s pictures and players as image and video blocks, in place', () => {
    const html =
      '<p>before</p><figure data-type="image"><img src="/media/uploads/image/a.jpg" alt="a heron" data-key="uploads/image/a.jpg" data-orig-width="800" data-orig-height="600"></figure>' +
      '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" width="540" height="304" frameborder="0"></iframe>' +
      '<p>an inline <img src="https://example.com/x.png"> picture</p>';
    expect(blocks(html)).toEqual([
      { type: 'text', text: 'before' },
      {
        type: 'image',
        media: [{ url: `${SITE}/media/uploads/image/a.jpg`, type: 'image/jpeg', width: 800, height: 600 }],
        alt_text: 'a heron',
      },
      {
        type: 'video',
        provider: 'youtube',
        url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        embed_html:
          '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" width="540" height="304" frameborder="0"></iframe>',
        embed_url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
        embed_iframe: { url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', width: 540, height: 304 },
        metadata: { id: 'dQw4w9WgXcQ' },
        poster: [
          {
            url: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
            type: 'image/jpeg',
            width: 480,
            height: 360,
          },
        ],
      },
      { type: 'text', text: 'an inline picture' },
      {
        type: 'image',
        media: [
          {
            url: 'https://example.com/x.png',
            type: 'image/png',
            width: 540,
            height: 405,
            original_dimensions_missing: true,
          },
        ],
      },
    ]);
  });

  it('marks where the read more comes and leaves plain rules and empty paragraphs out', () => {
    expect(
      htmlBlocks(
        '<p>teaser</p><hr class="read-more" data-label="Keep reading"><p></p><hr><p>rest</p>',
        testBlogs(),
      ),
    ).toEqual({
      blocks: [
        { type: 'text', text: 'teaser' },
        { type: 'text', text: 'rest' },
      ],
      readMoreAfter: 0,
    });
  });
});
