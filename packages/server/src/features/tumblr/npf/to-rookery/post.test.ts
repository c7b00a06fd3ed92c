import { describe, expect, it } from 'vitest';
import { OUTSIDE_TRAIL_POST_ID } from '../../reblog.js';
import { unmapped } from '../../unmapped.js';
import { npfToImported } from './post.js';

const MEDIA = 'https://64.media.tumblr.com/b06fe71cc4ab47e93749df060ff54a90';
const common = (id: string, more: Record<string, unknown> = {}) => ({
  id: Number(id),
  id_string: id,
  blog_name: 'cyle',
  type: 'blocks',
  is_blocks_post_format: true,
  timestamp: 1618950000,
  state: 'published',
  slug: 'a-slug',
  tags: ['one', 'two'],
  ...more,
});
const text = (t: string, subtype?: string) => ({ type: 'text', text: t, ...(subtype ? { subtype } : {}) });
const image = (name: string) => ({
  type: 'image',
  media: [{ type: 'image/jpeg', url: `${MEDIA}/${name}_1280.jpg`, width: 1280, height: 1073 }],
  alt_text: `${name} described`,
});

describe('NPF posts as Rookery posts', () => {
  it('keeps the id, state, date, slug and tags', () => {
    const post = npfToImported(common('7000000000000000001', { content: [text('hello')] }));
    expect(post).toMatchObject({
      sourceId: '7000000000000000001',
      type: 'text',
      state: 'published',
      date: '2021-04-20T20:20:00.000Z',
      slug: 'a-slug',
      tags: ['one', 'two'],
      fields: { title: '', body: '<p>hello</p>' },
    });
  });

  it('keeps a queued post with its time, drafts and private posts, and submissions as drafts', () => {
    const queued = npfToImported(
      common('2', { state: 'queued', scheduled_publish_time: 1900000000, content: [text('q')] }),
    );
    expect(queued).toMatchObject({ state: 'queued', publishOn: '2030-03-17T17:46:40.000Z' });
    expect(npfToImported(common('3', { state: 'draft', content: [text('d')] })).state).toBe('draft');
    expect(npfToImported(common('4', { state: 'private', content: [text('p')] })).state).toBe('private');
    const submitted = npfToImported(common('5', { state: 'submission', content: [text('s')] }));
    expect(submitted).toMatchObject({ state: 'draft', unmapped: [unmapped.submission] });
  });

  it('takes a leading heading as a text post title', () => {
    const post = npfToImported(
      common('6', { content: [text('Manifesto', 'heading1'), text('There comes a moment')] }),
    );
    expect(post.fields).toEqual({ title: 'Manifesto', body: '<p>There comes a moment</p>' });
  });

  it('takes only a heading1 as the title: a heading2 opens a section of the body', () => {
    const post = npfToImported(common('6b', { content: [text('Section', 'heading2'), text('words')] }));
    expect(post.fields).toEqual({ title: '', body: '<h2>Section</h2><p>words</p>' });
  });

  it('takes the pictures a post opens with as its photos, and leaves later ones in the caption', () => {
    const post = npfToImported(
      common('7b', { content: [image('a'), image('b'), text('and later:'), image('c')] }),
    );
    expect(post.photos.map((p) => p.image.src)).toEqual([`${MEDIA}/a_1280.jpg`, `${MEDIA}/b_1280.jpg`]);
    expect(post.fields.caption).toBe(
      `<p>and later:</p><figure data-type="image"><img src="${MEDIA}/c_1280.jpg" alt="c described" data-orig-width="1280" data-orig-height="1073"></figure>`,
    );
  });

  it('makes a photoset of image blocks, with its rows, captions from descriptions and a carousel', () => {
    const post = npfToImported(
      common('7', {
        content: [text('Cool pics'), image('a'), image('b'), image('c')],
        layout: [
          {
            type: 'rows',
            display: [{ blocks: [0] }, { blocks: [1, 2] }, { blocks: [3], mode: { type: 'carousel' } }],
          },
        ],
      }),
    );
    expect(post.type).toBe('photo');
    expect(post.photos).toEqual([
      { image: { kind: 'image', src: `${MEDIA}/a_1280.jpg` }, caption: 'a described' },
      { image: { kind: 'image', src: `${MEDIA}/b_1280.jpg` }, caption: 'b described' },
      { image: { kind: 'image', src: `${MEDIA}/c_1280.jpg` }, caption: 'c described' },
    ]);
    expect(post.layout).toBe('21');
    expect(post.carousel).toBe(true);
    expect(post.fields.caption).toBe('<p>Cool pics</p>');
  });

  it('makes a quote of the quote block, the rest its source', () => {
    const post = npfToImported(
      common('8', { content: [text('Genius is silver in the mine.', 'quote'), text('Ben Franklin')] }),
    );
    expect(post).toMatchObject({
      type: 'quote',
      fields: { quote: 'Genius is silver in the mine.', source: '<p>Ben Franklin</p>' },
    });
  });

  it('makes a chat of two or more chat lines', () => {
    const post = npfToImported(
      common('9', {
        content: [text('what a talk', 'heading2'), text('cyle: ello', 'chat'), text("oli: i'm oli", 'chat')],
      }),
    );
    expect(post).toMatchObject({
      type: 'chat',
      fields: { title: 'what a talk', chat: "cyle: ello\noli: i'm oli" },
    });
  });

  it('makes a link post of a link block, its poster the picture', () => {
    const post = npfToImported(
      common('10', {
        content: [
          {
            type: 'link',
            url: 'https://www.nytimes.com/story.html',
            title: 'Secrecy',
            description: 'Senate leaders are writing',
            author: 'Thomas Kaplan',
            poster: [
              { url: 'https://static01.nyt.com/poster.jpg', type: 'image/jpeg', width: 1050, height: 549 },
            ],
          },
          text('worth a read'),
        ],
      }),
    );
    expect(post).toMatchObject({
      type: 'link',
      fields: { title: 'Secrecy', url: 'https://www.nytimes.com/story.html', caption: '<p>worth a read</p>' },
      link: { excerpt: 'Senate leaders are writing', author: 'Thomas Kaplan' },
      thumbnail: { kind: 'image', src: 'https://static01.nyt.com/poster.jpg' },
    });
  });

  it("makes an audio post of Tumblr's own track, and keeps another service's as its address", () => {
    const own = npfToImported(
      common('11', {
        content: [
          {
            type: 'audio',
            provider: 'tumblr',
            title: 'Track Title',
            artist: 'Track Artist',
            album: 'Track Album',
            media: { type: 'audio/mp3', url: `${MEDIA}/tumblr_track.mp3` },
            poster: [{ type: 'image/jpeg', url: `${MEDIA}/art_500.jpg`, width: 500, height: 400 }],
          },
        ],
      }),
    );
    expect(own).toMatchObject({
      type: 'audio',
      media: { kind: 'audio', src: `${MEDIA}/tumblr_track.mp3` },
      albumArt: { kind: 'image', src: `${MEDIA}/art_500.jpg` },
      track: { title: 'Track Title', artist: 'Track Artist', album: 'Track Album' },
    });
    const elsewhere = npfToImported(
      common('12', {
        content: [
          {
            type: 'audio',
            provider: 'soundcloud',
            url: 'https://soundcloud.com/neilcic/mouth-sounds',
            media: { url: 'https://soundcloud.com/x.mp3' },
          },
        ],
      }),
    );
    expect(elsewhere).toMatchObject({
      type: 'audio',
      media: null,
      fields: { url: 'https://soundcloud.com/neilcic/mouth-sounds' },
    });
  });

  it("makes a video post of Tumblr's own video or a YouTube player, and a link of any other", () => {
    const own = npfToImported(
      common('13', {
        content: [
          { type: 'video', provider: 'tumblr', media: { type: 'video/mp4', url: `${MEDIA}/clip.mp4` } },
          text('my film'),
        ],
      }),
    );
    expect(own).toMatchObject({
      type: 'video',
      media: { kind: 'video', src: `${MEDIA}/clip.mp4` },
      fields: { caption: '<p>my film</p>' },
    });
    const youtube = npfToImported(
      common('14', {
        content: [
          {
            type: 'video',
            provider: 'youtube',
            url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
            metadata: { id: 'dQw4w9WgXcQ' },
          },
        ],
      }),
    );
    expect(youtube.type).toBe('video');
    expect(youtube.fields.embedCode).toContain('youtube-nocookie.com/embed/dQw4w9WgXcQ');
    const other = npfToImported(
      common('15', {
        content: [{ type: 'video', provider: 'instagram', url: 'https://www.instagram.com/p/X/' }],
      }),
    );
    expect(other).toMatchObject({ type: 'text', unmapped: [unmapped.otherVideo] });
  });

  it('makes an answer of the ask layout: the question, who asked, the answer', () => {
    const post = npfToImported(
      common('16', {
        content: [text('This is an ask to @cyle'), text('Another block of the ask'), text('My response!')],
        layout: [{ type: 'ask', blocks: [0, 1], attribution: { type: 'blog', blog: { name: 'randerson' } } }],
      }),
    );
    expect(post).toMatchObject({
      type: 'answer',
      askingName: 'randerson',
      fields: { ask: 'This is an ask to @cyle\nAnother block of the ask', answer: '<p>My response!</p>' },
    });
    const anonymous = npfToImported(
      common('17', { content: [text('who?'), text('me')], layout: [{ type: 'ask', blocks: [0] }] }),
    );
    expect(anonymous.askingName).toBe('Anonymous');
  });

  it("keeps a reblog's trail: the root's content in the post, each blog's words, the reblogger's comment", () => {
    const post = npfToImported(
      common('18', {
        content: [text('lol, my comment')],
        trail: [
          {
            post: { id: '1234' },
            blog: { name: 'rootblog' },
            content: [image('root'), text('the root caption')],
            layout: [],
          },
          {
            post: { id: '3456' },
            blog: { name: 'middleblog' },
            content: [text('the parent said')],
            layout: [],
          },
          { post: { id: '5678' }, blog: { name: 'quietblog' }, content: [], layout: [] },
        ],
      }),
    );
    expect(post.type).toBe('photo');
    expect(post.photos).toHaveLength(1);
    expect(post.fields.caption).toBe('<p>lol, my comment</p>');
    expect(post.trail).toEqual([
      {
        blog_name: 'rootblog',
        post_id: OUTSIDE_TRAIL_POST_ID,
        content: '<p>the root caption</p>',
        is_root: true,
      },
      {
        blog_name: 'middleblog',
        post_id: OUTSIDE_TRAIL_POST_ID,
        content: '<p>the parent said</p>',
        is_root: false,
      },
    ]);
  });

  it('credits a broken trail step by the name it kept', () => {
    const post = npfToImported(
      common('19', {
        content: [],
        trail: [{ broken_blog_name: 'old-broken-blog', content: [text('root words')], layout: [] }],
      }),
    );
    expect(post.trail[0]).toMatchObject({
      blog_name: 'old-broken-blog',
      content: '<p>root words</p>',
      is_root: true,
    });
  });
});
