import { describe, expect, it } from 'vitest';
import { unmapped } from '../../unmapped.js';
import { npfBlockSchema } from '../schema.js';
import { blocksHtml } from './blocks-html.js';
import { formattedText } from './formatting.js';

describe('NPF inline formatting as rich text', () => {
  it('nests overlapping ranges the way the spec renders them', () => {
    const html = formattedText(
      'supercalifragilisticexpialidocious',
      [
        { start: 0, end: 20, type: 'bold' },
        { start: 9, end: 34, type: 'italic' },
      ],
      [],
    );
    expect(html).toBe('<b>supercali</b><b><i>fragilistic</i></b><i>expialidocious</i>');
  });

  it('writes bold, italic, strikethrough, small, links and mentions', () => {
    const html = formattedText(
      'some bold text, small, gone, a link and @david',
      [
        { start: 5, end: 9, type: 'bold' },
        { start: 16, end: 21, type: 'small' },
        { start: 23, end: 27, type: 'strikethrough' },
        { start: 29, end: 35, type: 'link', url: 'https://www.nasa.gov' },
        { start: 40, end: 46, type: 'mention', blog: { name: 'david', url: 'https://davidslog.com/' } },
      ],
      [],
    );
    expect(html).toBe(
      'some <b>bold</b> text, <small>small</small>, <s>gone</s>, <a href="https://www.nasa.gov">a link</a> and <a href="https://davidslog.com/">@david</a>',
    );
  });

  it('counts code points, so emoji before a range do not shift it', () => {
    expect(formattedText('🌳ø bold', [{ start: 3, end: 7, type: 'bold' }], [])).toBe('🌳ø <b>bold</b>');
  });

  it('escapes the text and reports colours it cannot keep', () => {
    const notes: string[] = [];
    const html = formattedText('<Pride> & joy', [{ start: 0, end: 7, type: 'color', hex: '#ff492f' }], notes);
    expect(html).toBe('&lt;Pride&gt; &amp; joy');
    expect(notes).toEqual([unmapped.textColour]);
  });
});

describe('NPF blocks as rich text', () => {
  const block = (raw: object) => npfBlockSchema.parse(raw);
  const text = (t: string, subtype?: string, indent_level?: number) =>
    block({ type: 'text', text: t, subtype, indent_level });

  it('writes each text subtype', () => {
    const html = blocksHtml(
      [
        text('Title', 'heading1'),
        text('Section', 'heading2'),
        text('Genius without education', 'quote'),
        text('Indented', 'indented'),
        text('Twice', 'indented', 1),
        text('quirky', 'quirky'),
        text('cyle: ello', 'chat'),
        text(''),
        text('plain\nsecond line'),
      ],
      [],
    );
    expect(html).toBe(
      '<h2>Title</h2><h2>Section</h2><blockquote><p>Genius without education</p></blockquote>' +
        '<blockquote><p>Indented</p><blockquote><p>Twice</p></blockquote></blockquote>' +
        '<p>quirky</p><p>cyle: ello</p><p>plain<br>second line</p>',
    );
  });

  it('gathers list items into nested lists by their indent level', () => {
    const html = blocksHtml(
      [
        text('Fruit', 'ordered-list-item'),
        text('Apples', 'unordered-list-item', 1),
        text('Green', 'ordered-list-item', 2),
        text('Pears', 'unordered-list-item', 1),
        text('Vegetables', 'ordered-list-item'),
        text('after'),
        text('Death', 'unordered-list-item'),
      ],
      [],
    );
    expect(html).toBe(
      '<ol><li>Fruit<ul><li>Apples<ol><li>Green</li></ol></li><li>Pears</li></ul></li><li>Vegetables</li></ol>' +
        '<p>after</p><ul><li>Death</li></ul>',
    );
  });

  it('keeps quoted text and lists in shared containers, as the spec’s mixed example was written', () => {
    const html = blocksHtml(
      [
        text('1: blockquote, not nested', 'indented'),
        text('2: blockquote, nested', 'indented', 1),
        text('3: nested in two blockquotes', 'unordered-list-item', 2),
        text('4: nested in two blockquotes and a list', 'ordered-list-item', 3),
        text('3: back to level 3, double nesting', 'unordered-list-item', 2),
        text('1: back to level 1, no nesting', 'indented'),
      ],
      [],
    );
    expect(html).toBe(
      '<blockquote><p>1: blockquote, not nested</p><blockquote><p>2: blockquote, nested</p><ul>' +
        '<li>3: nested in two blockquotes<ol><li>4: nested in two blockquotes and a list</li></ol></li>' +
        '<li>3: back to level 3, double nesting</li></ul></blockquote><p>1: back to level 1, no nesting</p></blockquote>',
    );
  });

  it('writes a mention as a link to its blog, or as the @name typed when the name is the mention', () => {
    const mention = {
      start: 0,
      end: 6,
      type: 'mention',
      blog: { uuid: 't:x', url: 'https://davidslog.com/' },
    };
    expect(formattedText('@david!', [mention], [])).toBe('<a href="https://davidslog.com/">@david</a>!');
    expect(formattedText('@david!', [mention], [], 'name')).toBe('@david!');
  });

  it('writes images, links, players and the read-more break; drops paywalls and unknown blocks with a note', () => {
    const notes: string[] = [];
    const image = block({
      type: 'image',
      media: [
        { url: 'https://64.media.tumblr.com/a_250.jpg', width: 250, height: 150 },
        { url: 'https://64.media.tumblr.com/a_1280.jpg', width: 1280, height: 1073 },
      ],
      alt_text: 'Sonic and friends',
    });
    const html = blocksHtml(
      [
        image,
        {
          type: 'link',
          url: 'https://example.com/story',
          title: 'A story',
          description: 'What happened',
          formatting: [],
        },
        {
          type: 'video',
          provider: 'youtube',
          url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
          formatting: [],
        },
        {
          type: 'video',
          provider: 'instagram',
          url: 'https://www.instagram.com/p/BVZyxTklQWX/',
          formatting: [],
        },
        {
          type: 'audio',
          provider: 'soundcloud',
          url: 'https://soundcloud.com/x/y',
          title: 'Mouth Sounds',
          artist: 'neilcic',
          formatting: [],
        },
        { type: 'paywall', formatting: [] },
        { type: 'poll', formatting: [] },
      ],
      notes,
      image,
    );
    expect(html).toContain(
      '<figure data-type="image"><img src="https://64.media.tumblr.com/a_1280.jpg" alt="Sonic and friends" data-orig-width="1280" data-orig-height="1073"></figure><hr class="read-more">',
    );
    expect(html).toContain('<p><a href="https://example.com/story">A story</a></p><p>What happened</p>');
    expect(html).toContain('<iframe');
    expect(html).toContain('youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(html).toContain(
      '<p><a href="https://www.instagram.com/p/BVZyxTklQWX/">https://www.instagram.com/p/BVZyxTklQWX/</a></p>',
    );
    expect(html).toContain('<p><a href="https://soundcloud.com/x/y">Mouth Sounds – neilcic</a></p>');
    expect(notes).toEqual([unmapped.otherVideo, unmapped.paywall, unmapped.unknownBlock('poll')]);
  });
});
