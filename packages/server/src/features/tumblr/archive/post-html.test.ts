import { describe, expect, it } from 'vitest';
import { OUTSIDE_TRAIL_POST_ID } from '../reblog.js';
import { unmapped } from '../unmapped.js';
import { archivePostToImported } from './post-html.js';
import { archiveTimestamp } from './timestamp.js';

/** A post file as the backup archive writes one: the post, then its footer with time and tags. */
const page = (body: string, stamp = 'January 1st, 2020 12:00pm', tags: string[] = []) =>
  `<!DOCTYPE HTML><html><head><meta charset="utf-8"></head><body>${body}<div id="footer"><span id="timestamp">${stamp}</span>${tags
    .map((t) => `<span class="tag">${t}</span>`)
    .join('')}</div></body></html>`;

describe('the archive footer', () => {
  it('reads the time Tumblr writes', () => {
    expect(archiveTimestamp('April 29th, 2017 9:28pm')).toBe('2017-04-29T21:28:00.000Z');
    expect(archiveTimestamp('January 1st, 2020 12:00am')).toBe('2020-01-01T00:00:00.000Z');
    expect(archiveTimestamp('March 2nd, 2013')).toBe('2013-03-02T00:00:00.000Z');
    expect(archiveTimestamp('not a date')).toBeNull();
  });

  it('gives the post its date and tags, and leaves the footer out of the content', () => {
    const post = archivePostToImported(
      '12345',
      page('<p>hello</p>', 'April 29th, 2017 9:28pm', ['photography', 'nature']),
      false,
    );
    expect(post).toMatchObject({
      sourceId: '12345',
      type: 'text',
      state: 'published',
      date: '2017-04-29T21:28:00.000Z',
      tags: ['photography', 'nature'],
      fields: { title: '', body: '<p>hello</p>' },
    });
  });
});

describe('archive post files as Rookery posts', () => {
  it('reads pictures first as a photo post, the caption block its caption', () => {
    const post = archivePostToImported(
      '12345',
      page(
        '<img src="../../media/12345_0.jpg" alt="one"/><a href="x"><img src="../../media/12345_1.jpg"/></a><div class="caption"><p>A photo post</p></div>',
      ),
      false,
    );
    expect(post).toMatchObject({
      type: 'photo',
      photos: [
        { image: { kind: 'image', src: '../../media/12345_0.jpg' }, caption: 'one' },
        { image: { kind: 'image', src: '../../media/12345_1.jpg' }, caption: '' },
      ],
      fields: { caption: '<p>A photo post</p>' },
    });
  });

  it('reads a player first as a video or audio post', () => {
    const video = archivePostToImported(
      '2',
      page('<video controls><source src="../../media/2.mp4"></video><p>my film</p>'),
      false,
    );
    expect(video).toMatchObject({
      type: 'video',
      media: { kind: 'video', src: '../../media/2.mp4' },
      fields: { caption: '<p>my film</p>' },
    });
    const youtube = archivePostToImported(
      '3',
      page('<iframe id="youtube_iframe" src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>'),
      false,
    );
    expect(youtube.fields.embedCode).toContain('youtube-nocookie.com/embed/dQw4w9WgXcQ');
    const audio = archivePostToImported(
      '4',
      page('<embed type="audio/mpeg" src="../../media/4.mp3"/><p>listen</p>'),
      false,
    );
    expect(audio).toMatchObject({
      type: 'audio',
      media: { kind: 'audio', src: '../../media/4.mp3' },
      fields: { caption: '<p>listen</p>' },
    });
  });

  it('reads a heading that is a link as a link post, another heading as a title', () => {
    const link = archivePostToImported(
      '5',
      page('<h2><a href="https://example.com/a">A story</a></h2><p>worth it</p>'),
      false,
    );
    expect(link).toMatchObject({
      type: 'link',
      fields: { title: 'A story', url: 'https://example.com/a', caption: '<p>worth it</p>' },
    });
    const titled = archivePostToImported('6', page('<h2>On engines</h2><p>The engine weaves</p>'), false);
    expect(titled).toMatchObject({
      type: 'text',
      fields: { title: 'On engines', body: '<p>The engine weaves</p>' },
    });
  });

  it('reads a lone quote as a quote post, bold-named lines as a chat, a question as an answer', () => {
    const quote = archivePostToImported(
      '7',
      page('<blockquote><p>Stay hungry.</p></blockquote><p>— Steve</p>'),
      false,
    );
    expect(quote).toMatchObject({
      type: 'quote',
      fields: { quote: 'Stay hungry.', source: '<p>Steve</p>' },
    });
    const chat = archivePostToImported('8', page('<p><b>David:</b> hi</p><p><b>Oli:</b> hello</p>'), false);
    expect(chat).toMatchObject({ type: 'chat', fields: { chat: 'David: hi\nOli: hello' } });
    const answer = archivePostToImported(
      '9',
      page(
        '<div class="question"><span class="asking_name">curious-cat</span> asked: Why the name?</div><p>Because.</p>',
      ),
      false,
    );
    expect(answer).toMatchObject({
      type: 'answer',
      askingName: 'curious-cat',
      fields: { ask: 'Why the name?', answer: '<p>Because.</p>' },
    });
  });

  it('reads a quoted reblog as its trail', () => {
    const post = archivePostToImported(
      '10',
      page(
        '<p><a class="tumblr_blog" href="https://origin.tumblr.com/post/1">origin</a>:</p><blockquote><p>first words</p></blockquote><p>my words</p>',
      ),
      false,
    );
    expect(post).toMatchObject({ type: 'text', fields: { body: '<p>my words</p>' } });
    expect(post.trail).toEqual([
      { blog_name: 'origin', post_id: OUTSIDE_TRAIL_POST_ID, content: '<p>first words</p>', is_root: true },
    ]);
  });

  it('keeps a submission waiting for approval as a draft', () => {
    const post = archivePostToImported('11', page('<p>submitted</p>'), true);
    expect(post).toMatchObject({ state: 'draft', unmapped: [unmapped.submission] });
  });
});
