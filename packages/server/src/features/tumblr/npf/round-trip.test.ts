import type { PostContent, PostForm, PostPhoto, PostType, TrailItem } from '@rookery/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { npfRequestForm } from '../create/npf-request.js';
import type { RequestTarget } from '../create/request-form.js';
import { npfPostOf } from './from-rookery/post.js';
import {
  configureTestSite,
  specLink,
  testBlogs,
  testContent,
  testVideo,
} from './from-rookery/test-content.js';

/**
 * Rookery post → NPF → the NPF create (or edit) request → our post form: every type comes back with
 * the content it had, and reads as the same NPF again.
 */
beforeAll(configureTestSite);
const blogs = testBlogs('ada', 'ben');
const noUploads = () => undefined;

/** The content a saved form would present (what the composer's save stores, before sanitizing). */
function contentOfForm(form: PostForm): PostContent {
  return testContent({
    title: form.title,
    body: form.body,
    caption: form.caption,
    linkthrough: form.linkthrough,
    quote: form.quote,
    source: form.source,
    url: form.url,
    thumbnail: form.thumbnail,
    excerpt: form.excerpt,
    author: form.author,
    chat: form.chat,
    embed_code: form.embedCode,
    ask: form.ask,
    answer: form.answer,
    layout: form.layout,
    photos: form.photos.map((p, i) => ({
      id: p.id,
      url: p.preuploadUrl ?? '',
      width: 1080,
      height: 720 + i,
      caption: p.caption ?? '',
    })),
    media_url: form.preuploadUrl,
    track_title: form.trackTitle,
    track_artist: form.trackArtist,
    track_album: form.trackAlbum,
    album_art: form.albumArt,
  });
}

interface Case {
  type: PostType;
  content: Partial<PostContent>;
  carousel?: boolean;
  /** Read back as an edit of the post (its type kept), not as a new post (its type read from the blocks). */
  edit?: boolean;
}

function roundTrip({ type, content, carousel = false, edit = false }: Case) {
  const post = { type, content: testContent(content), carousel, trail: [] };
  const npf = npfPostOf(post, blogs);
  const target: RequestTarget = edit ? { kind: 'edit', postId: '1', type, isReblog: false } : { kind: 'new' };
  const form = npfRequestForm({ content: npf.content, layout: npf.layout }, 'ada', target, noUploads);
  const again = npfPostOf(
    { type: form.type, content: contentOfForm(form), carousel: form.carouselDisplay, trail: [] },
    blogs,
  );
  return { npf, form, again };
}

/** A stored photo, numbered as the composer numbers them (o1, o2, ...). */
const photo = (name: string, i: number, caption = ''): PostPhoto => ({
  id: `o${i + 1}`,
  url: `/media/uploads/image/${name}.jpg`,
  width: 1080,
  height: 720 + i,
  caption,
});
const figure =
  '<figure data-type="image"><img src="/media/uploads/image/inline.jpg" alt="a heron" data-key="uploads/image/inline.jpg" data-orig-width="800" data-orig-height="600"></figure>';
const player =
  '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" width="540" height="304" frameborder="0"></iframe>';
const richBody =
  '<p>some <b>bold</b>, <i>italic</i>, <s>struck</s>, <small>small</small>, <b><i>both</i></b> and ' +
  '<a href="https://example.com/">a link</a>, hi @ben 🌳</p><h2>A section</h2>' +
  '<blockquote><p>quoted</p><p>twice</p><blockquote><p>deeper</p></blockquote></blockquote>' +
  '<ul><li>one<ol><li>nested</li></ol></li><li>two</li></ul><p>line<br>break</p>' +
  '<hr class="read-more"><p>after the break</p>';

describe('the NPF round trip', () => {
  it('brings a text post back with its title and formatted body', () => {
    const { form, npf, again } = roundTrip({ type: 'text', content: { title: 'Milky Dog', body: richBody } });
    expect(form).toMatchObject({ type: 'text', title: 'Milky Dog', body: richBody });
    expect(again).toEqual(npf);
  });

  it('brings a text post with pictures and players in its body back as an edit keeps it', () => {
    const body = `<p>look:</p>${figure}${player}<p>the end</p>`;
    const { form, npf, again } = roundTrip({ type: 'text', content: { title: 'T', body }, edit: true });
    expect(form).toMatchObject({ type: 'text', title: 'T', body });
    expect(again).toEqual(npf);
  });

  it('brings a photoset back with its photos, captions, rows, click-through and caption', () => {
    const content = {
      photos: [photo('a', 0, 'a heron'), photo('b', 1), photo('c', 2)],
      layout: '21',
      linkthrough: 'https://example.com/herons',
      caption: `<p>my <b>arm</b> is getting tired.</p>${figure}`,
    };
    const { form, npf, again } = roundTrip({ type: 'photo', content });
    expect(form).toMatchObject({
      type: 'photo',
      layout: '21',
      linkthrough: 'https://example.com/herons',
      caption: content.caption,
      carouselDisplay: false,
      photos: content.photos.map((p) => ({ id: p.id, preuploadUrl: p.url, caption: p.caption })),
    });
    expect(again).toEqual(npf);
  });

  it('brings a carousel back as a carousel (its rows were never shown, so they read as one)', () => {
    const { form } = roundTrip({
      type: 'photo',
      content: { photos: [photo('a', 0), photo('b', 1)], layout: '11' },
      carousel: true,
    });
    expect(form).toMatchObject({ carouselDisplay: true, layout: '2' });
  });

  it('brings a quote, a link and a chat back', () => {
    const quote = {
      quote: 'Genius without education\nis like silver in the mine.',
      source: '<p><i>Ben Franklin</i></p>',
    };
    expect(roundTrip({ type: 'quote', content: quote }).form).toMatchObject({ type: 'quote', ...quote });
    expect(roundTrip({ type: 'link', content: specLink }).form).toMatchObject({ type: 'link', ...specLink });
    const chat = { title: 'what a great conversation', chat: "cyle: ello\noli: i'm oli\nno one said this" };
    const { form, npf, again } = roundTrip({ type: 'chat', content: chat });
    expect(form).toMatchObject({ type: 'chat', ...chat });
    expect(again).toEqual(npf);
  });

  it('brings tracks back, uploaded and elsewhere', () => {
    const own = roundTrip({
      type: 'audio',
      content: {
        media_url: '/media/uploads/audio/t.mp3',
        track_title: 'Cigarettes And Coffee',
        track_artist: 'Otis Redding',
        track_album: 'The Great Otis Redding',
        album_art: '/media/uploads/image/art.png',
        caption: '<p>Otis Redding never fails me.</p>',
      },
    });
    expect(own.form).toMatchObject({
      type: 'audio',
      preuploadUrl: '/media/uploads/audio/t.mp3',
      confirmTos: true,
      url: '',
      trackTitle: 'Cigarettes And Coffee',
      trackArtist: 'Otis Redding',
      trackAlbum: 'The Great Otis Redding',
      albumArt: '/media/uploads/image/art.png',
      caption: '<p>Otis Redding never fails me.</p>',
    });
    expect(own.again).toEqual(own.npf);
    const elsewhere = roundTrip({ type: 'audio', content: { url: 'https://files.example.com/song.mp3' } });
    expect(elsewhere.form).toMatchObject({
      type: 'audio',
      url: 'https://files.example.com/song.mp3',
      preuploadUrl: '',
    });
  });

  it('brings videos back: the upload (named by its converted file) and a player as it was written', () => {
    const own = roundTrip({
      type: 'video',
      content: {
        media_url: '/media/uploads/video/v.mov',
        video: testVideo('uploads/video/v.mov'),
        caption: '<p>my film</p>',
      },
    });
    expect(own.form).toMatchObject({
      type: 'video',
      preuploadUrl: '/media/uploads/video/v.mov',
      caption: '<p>my film</p>',
    });
    const embed =
      '<iframe src="https://player.vimeo.com/video/76979871" width="640" height="360" frameborder="0" allowfullscreen></iframe>';
    const linked = roundTrip({ type: 'video', content: { embed_code: embed, caption: '<p>watch</p>' } });
    expect(linked.form).toMatchObject({ type: 'video', embedCode: embed, caption: '<p>watch</p>' });
    expect(linked.again).toEqual(linked.npf);
  });

  it('brings an answer back through its edit, the question in its blocks', () => {
    const content = {
      ask: 'Is it 2026 yet?\nAsking for a friend.',
      asking_name: 'ben',
      answer: '<p>It <b>is</b>.</p>',
    };
    const { form, npf } = roundTrip({ type: 'answer', content, edit: true });
    expect(form).toMatchObject({ type: 'answer', ask: content.ask, answer: content.answer, caption: '' });
    expect(npf.layout).toEqual([expect.objectContaining({ type: 'ask', blocks: [0, 1] })]);
  });

  it('brings a reblog back as a reblog: its content is the reblogger’s comment', () => {
    const trail: TrailItem[] = [
      { blog_name: 'ben', post_id: '10', content: '<p>root words</p>', is_root: true },
    ];
    const post = {
      type: 'text' as const,
      content: testContent({ title: 'T', body: '<p>my <i>comment</i></p>' }),
      carousel: false,
      trail,
    };
    const npf = npfPostOf(post, blogs);
    const form = npfRequestForm(
      { content: npf.content, layout: npf.layout },
      'ada',
      { kind: 'reblog', postId: '10', reblogKey: 'k', type: 'text' },
      noUploads,
    );
    expect(form).toMatchObject({
      mode: 'reblog',
      type: 'text',
      reblog_id: '10',
      body: '<p>my <i>comment</i></p>',
    });
  });

  it('makes a new post of NPF content by the spec’s waterfall: pictures in a text make it a photo post', () => {
    const { form } = roundTrip({ type: 'text', content: { title: 'T', body: `<p>look:</p>${figure}` } });
    expect(form.type).toBe('photo');
  });
});
