import { describe, expect, it } from 'vitest';
import { SkippedPostError } from '../../imports/skipped-post.js';
import { OUTSIDE_TRAIL_POST_ID } from '../reblog.js';
import { unmapped } from '../unmapped.js';
import { legacyToImported } from './post.js';

// Fields as api.md documents them for each legacy type.
const common = (id: string, type: string, more: Record<string, unknown>) => ({
  blog_name: 'derekg',
  id: Number(id),
  id_string: id,
  post_url: `https://derekg.org/post/${id}`,
  type,
  date: '2011-07-09 22:09:47 GMT',
  timestamp: 1310249387,
  state: 'published',
  format: 'html',
  reblog_key: '749amggU',
  tags: ['tumblrize', 'milky dog'],
  note_count: 18,
  ...more,
});

describe('legacy posts as Rookery posts', () => {
  it('maps a text post: title and body', () => {
    const post = legacyToImported(
      common('3507845453', 'text', { title: 'Milky Dog', body: '<p>Milky Dog was inspired</p>' }),
    );
    expect(post).toMatchObject({
      sourceId: '3507845453',
      type: 'text',
      state: 'published',
      date: '2011-07-09T22:09:47.000Z',
      tags: ['tumblrize', 'milky dog'],
      fields: { title: 'Milky Dog', body: '<p>Milky Dog was inspired</p>' },
      trail: [],
    });
  });

  it('maps a photoset: the largest size of each photo, its caption, the layout and click-through', () => {
    const size = (width: number, name: string) => ({
      width,
      height: width / 2,
      url: `https://30.media.tumblr.com/${name}_${width}.jpg`,
    });
    const post = legacyToImported(
      common('7431599279', 'photo', {
        caption: '<p>my arm is getting tired.</p>',
        photoset_layout: '12',
        link_url: 'https://example.com/gallery',
        photos: [
          { caption: '', alt_sizes: [size(500, 'a'), size(1280, 'a'), size(100, 'a')] },
          { caption: 'second <b>one</b>', original_size: size(1280, 'b'), alt_sizes: [size(500, 'b')] },
          { caption: '', alt_sizes: [size(400, 'c')] },
        ],
      }),
    );
    expect(post).toMatchObject({
      type: 'photo',
      layout: '12',
      fields: { caption: '<p>my arm is getting tired.</p>', linkthrough: 'https://example.com/gallery' },
      photos: [
        { image: { kind: 'image', src: 'https://30.media.tumblr.com/a_1280.jpg' }, caption: '' },
        { image: { kind: 'image', src: 'https://30.media.tumblr.com/b_1280.jpg' }, caption: 'second one' },
        { image: { kind: 'image', src: 'https://30.media.tumblr.com/c_400.jpg' }, caption: '' },
      ],
    });
  });

  it('maps a quote: its text and source', () => {
    const post = legacyToImported(
      common('4742980381', 'quote', {
        text: 'Why do visitors still report discomfort, confusion, elitism, exclusion?',
        source: '<a href="http://museumtwo.blogspot.com/">Museum 2.0</a>',
      }),
    );
    expect(post).toMatchObject({
      type: 'quote',
      fields: {
        quote: 'Why do visitors still report discomfort, confusion, elitism, exclusion?',
        source: '<a href="http://museumtwo.blogspot.com/">Museum 2.0</a>',
      },
    });
  });

  it('maps a link: title, address, description, excerpt, author and picture', () => {
    const post = legacyToImported(
      common('688472164', 'link', {
        title: 'Esther Aarts Illustration',
        url: 'https://blog.estadiezijn.nl/post/459075181/faq',
        link_author: 'Ester Aarts',
        excerpt: 'How I make marker doodles',
        publisher: 'blog.estadiezijn.nl',
        photos: [
          {
            caption: '',
            original_size: { width: 500, height: 500, url: 'https://40.media.tumblr.com/inline_500.jpg' },
            alt_sizes: [],
          },
        ],
        description: '<blockquote><p>On my Ipad, of course!</p></blockquote>',
      }),
    );
    expect(post).toMatchObject({
      type: 'link',
      fields: {
        title: 'Esther Aarts Illustration',
        url: 'https://blog.estadiezijn.nl/post/459075181/faq',
        caption: '<blockquote><p>On my Ipad, of course!</p></blockquote>',
      },
      link: { excerpt: 'How I make marker doodles', author: 'Ester Aarts' },
      thumbnail: { kind: 'image', src: 'https://40.media.tumblr.com/inline_500.jpg' },
    });
  });

  it('maps a chat: its lines from the dialogue', () => {
    const post = legacyToImported(
      common('5845345725', 'chat', {
        title: null,
        body: 'David: hello\r\nTopherchris: are you freaking serious',
        dialogue: [
          { label: 'David:', name: 'David', phrase: 'https://staff.tumblr.com/post/5845153911 [draft]\r' },
          { label: 'Topherchris:', name: 'Topherchris', phrase: 'are you freaking serious\r' },
        ],
      }),
    );
    expect(post).toMatchObject({
      type: 'chat',
      fields: {
        title: '',
        chat: 'David: https://staff.tumblr.com/post/5845153911 [draft]\nTopherchris: are you freaking serious',
      },
    });
  });

  it("maps audio: Tumblr's own track stored with its art and tags, another site's by its address", () => {
    const own = legacyToImported(
      common('5578378101', 'audio', {
        caption: '<p>Otis Redding never fails me.</p>',
        audio_type: 'tumblr',
        audio_url: 'https://a.tumblr.com/tumblr_otis.mp3',
        album_art: 'https://66.media.tumblr.com/art.jpg',
        artist: 'Otis Redding',
        album: 'Otis Blue',
        track_name: 'Cigarettes And Coffee',
      }),
    );
    expect(own).toMatchObject({
      type: 'audio',
      media: { kind: 'audio', src: 'https://a.tumblr.com/tumblr_otis.mp3' },
      albumArt: { kind: 'image', src: 'https://66.media.tumblr.com/art.jpg' },
      track: { title: 'Cigarettes And Coffee', artist: 'Otis Redding', album: 'Otis Blue' },
      fields: { url: '', caption: '<p>Otis Redding never fails me.</p>' },
    });
    const elsewhere = legacyToImported(
      common('5578378102', 'audio', {
        caption: '',
        audio_type: 'soundcloud',
        audio_source_url: 'http://soundcloud.com/mariam-cabal/otis-redding',
        id3_title: 'Otis Redding - Cigarettes And Coffee',
      }),
    );
    expect(elsewhere).toMatchObject({
      media: null,
      track: { title: 'Otis Redding - Cigarettes And Coffee' },
      fields: { url: 'http://soundcloud.com/mariam-cabal/otis-redding' },
    });
    const silent = legacyToImported(common('5578378103', 'audio', { caption: '<p>gone</p>' }));
    expect(silent).toMatchObject({
      type: 'text',
      fields: { body: '<p>gone</p>' },
      unmapped: [unmapped.noAudioSource],
    });
  });

  it("maps video: the documented Flash embed plays as YouTube's player; Tumblr's own file is stored", () => {
    const embed = (width: number) =>
      `<object width="${width}"><param name="movie" value="http://www.youtube.com/v/4Q1aI7xPo0Y&rel=0&egm=0&showinfo=0&fs=1"></param><embed src="http://www.youtube.com/v/4Q1aI7xPo0Y&rel=0&egm=0&showinfo=0&fs=1" type="application/x-shockwave-flash"></embed></object>`;
    const youtube = legacyToImported(
      common('6522991678', 'video', {
        caption: '<p><strong>Neil 101</strong></p>',
        player: [
          { width: 250, embed_code: embed(248) },
          { width: 500, embed_code: embed(500) },
        ],
      }),
    );
    expect(youtube.type).toBe('video');
    expect(youtube.fields.embedCode).toContain('youtube-nocookie.com/embed/4Q1aI7xPo0Y');
    expect(youtube.fields.caption).toBe('<p><strong>Neil 101</strong></p>');
    const own = legacyToImported(
      common('6522991679', 'video', {
        caption: '',
        video_type: 'tumblr',
        video_url: 'https://va.media.tumblr.com/tumblr_clip.mp4',
      }),
    );
    expect(own).toMatchObject({
      type: 'video',
      media: { kind: 'video', src: 'https://va.media.tumblr.com/tumblr_clip.mp4' },
    });
    const other = legacyToImported(
      common('6522991680', 'video', {
        caption: '<p>see</p>',
        video_type: 'instagram',
        permalink_url: 'https://instagram.com/p/x',
      }),
    );
    expect(other).toMatchObject({ type: 'text', unmapped: [unmapped.otherVideo] });
    expect(other.fields.body).toContain('href="https://instagram.com/p/x"');
  });

  it('maps an answer: the question, who asked and the answer', () => {
    const post = legacyToImported(
      common('7504154594', 'answer', {
        asking_name: 'aperfectfacade',
        asking_url: 'https://aperfectfacade.tumblr.com/',
        question: 'I thought Tumblr started in 2007, yet you have posts from 2006?',
        answer: '<p>Good catch! Tumblr <strong>launched</strong> in February 2007.</p>',
      }),
    );
    expect(post).toMatchObject({
      type: 'answer',
      askingName: 'aperfectfacade',
      fields: {
        ask: 'I thought Tumblr started in 2007, yet you have posts from 2006?',
        answer: '<p>Good catch! Tumblr <strong>launched</strong> in February 2007.</p>',
      },
    });
  });

  it("reads a reblog's trail from the nested quotes of its caption, as the documented video post has it", () => {
    const post = legacyToImported(
      common('6522991681', 'video', {
        player: [{ embed_code: '<iframe src="https://www.youtube.com/embed/4Q1aI7xPo0Y"></iframe>' }],
        caption:
          '<p><a href="https://foreverneilyoung.tumblr.com/post/6522738445" target="_blank">foreverneilyoung</a>:</p>\n' +
          '<blockquote>\n<p><a href="https://watchmojo.tumblr.com/post/6521201320" target="_blank">watchmojo</a>:</p>\n' +
          '<blockquote>\n<p>Neil Young’s live album is available today.</p>\n</blockquote>\n<p>Neil 101 for you new fans out there.</p>\n</blockquote>\n' +
          "<p><strong>If you don't know Neil Young, this will help</strong></p>",
      }),
    );
    expect(post.type).toBe('video');
    expect(post.fields.caption).toBe("<p><strong>If you don't know Neil Young, this will help</strong></p>");
    expect(post.trail).toEqual([
      {
        blog_name: 'watchmojo',
        post_id: OUTSIDE_TRAIL_POST_ID,
        content: '<p>Neil Young’s live album is available today.</p>',
        is_root: true,
      },
      {
        blog_name: 'foreverneilyoung',
        post_id: OUTSIDE_TRAIL_POST_ID,
        content: '<p>Neil 101 for you new fans out there.</p>',
        is_root: false,
      },
    ]);
  });

  it("reads a reblog's trail from its trail field, the comment its current step", () => {
    const post = legacyToImported(
      common('100', 'text', {
        title: 'Root title',
        body: '<p>whole tree html</p>',
        reblog: { comment: '<p>mine</p>', tree_html: '' },
        trail: [
          { blog: { name: 'rooty' }, post: { id: '1' }, content: '<p>root words</p>', is_root_item: true },
          { blog: { name: 'derekg' }, post: { id: '100' }, content: '<p>mine</p>', is_current_item: true },
        ],
      }),
    );
    expect(post.fields).toEqual({ title: 'Root title', body: '<p>mine</p>' });
    expect(post.trail).toEqual([
      { blog_name: 'rooty', post_id: OUTSIDE_TRAIL_POST_ID, content: '<p>root words</p>', is_root: true },
    ]);
  });

  it("keeps a reblogged answer's answer in place, the reblogger's words as its caption", () => {
    const post = legacyToImported(
      common('101', 'answer', {
        asking_name: 'Anonymous',
        question: 'why?',
        answer:
          '<p><a class="tumblr_blog" href="https://asked.tumblr.com/post/5">asked</a>:</p><blockquote><p>because</p></blockquote><p>agreed</p>',
      }),
    );
    expect(post.fields).toEqual({ ask: 'why?', answer: '<p>because</p>', caption: '<p>agreed</p>' });
    expect(post.trail).toEqual([
      { blog_name: 'asked', post_id: OUTSIDE_TRAIL_POST_ID, content: '', is_root: true },
    ]);
  });

  it('refuses a type it does not know, with the reason', () => {
    expect(() => legacyToImported(common('102', 'poll', {}))).toThrow(SkippedPostError);
  });
});
