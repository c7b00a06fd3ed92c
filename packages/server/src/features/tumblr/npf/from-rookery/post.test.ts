import type { PostPhoto, PostType, TrailItem } from '@rookery/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { OUTSIDE_TRAIL_POST_ID } from '../../reblog.js';
import { npfPostOf } from './post.js';
import {
  configureTestSite,
  SITE,
  specLink,
  testBlog,
  testBlogs,
  testContent,
  testVideo,
} from './test-content.js';

beforeAll(configureTestSite);

const blogs = testBlogs('ada', 'ben', 'cyle');
const npf = (
  type: PostType,
  fields: Parameters<typeof testContent>[0],
  more: { carousel?: boolean; trail?: TrailItem[] } = {},
) =>
  npfPostOf(
    { type, content: testContent(fields), carousel: more.carousel ?? false, trail: more.trail ?? [] },
    blogs,
  );

const photo = (id: string, caption = ''): PostPhoto => ({
  id,
  url: `/media/uploads/image/${id}.jpg`,
  width: 1080,
  height: 720,
  caption,
});
const imageOf = (id: string) => ({
  url: `${SITE}/media/uploads/image/${id}.jpg`,
  type: 'image/jpeg',
  width: 1080,
  height: 720,
});

describe('Rookery posts as NPF', () => {
  it('writes a text post: the title as heading1, the body after it', () => {
    expect(
      npf('text', { title: 'Milky Dog', body: '<p>Milky Dog was inspired by <i>something</i></p>' }),
    ).toEqual({
      content: [
        { type: 'text', subtype: 'heading1', text: 'Milky Dog' },
        {
          type: 'text',
          text: 'Milky Dog was inspired by something',
          formatting: [{ start: 26, end: 35, type: 'italic' }],
        },
      ],
      layout: [],
      trail: [],
    });
  });

  it('puts the read more into a rows layout that names every block', () => {
    expect(
      npf('text', { title: 'T', body: '<p>teaser</p><hr class="read-more"><p>rest</p>' }).layout,
    ).toEqual([
      { type: 'rows', display: [{ blocks: [0] }, { blocks: [1] }, { blocks: [2] }], truncate_after: 1 },
    ]);
  });

  it('writes a photoset: image blocks in its rows, each caption kept, the click-through as attribution', () => {
    const post = npf('photo', {
      photos: [photo('a', 'a heron'), photo('b'), photo('c')],
      layout: '21',
      linkthrough: 'https://example.com/herons',
      caption: '<p>my arm is getting tired.</p>',
    });
    expect(post.content).toEqual([
      {
        type: 'image',
        media: [imageOf('a')],
        alt_text: 'a heron',
        caption: 'a heron',
        attribution: { type: 'link', url: 'https://example.com/herons' },
      },
      {
        type: 'image',
        media: [imageOf('b')],
        attribution: { type: 'link', url: 'https://example.com/herons' },
      },
      {
        type: 'image',
        media: [imageOf('c')],
        attribution: { type: 'link', url: 'https://example.com/herons' },
      },
      { type: 'text', text: 'my arm is getting tired.' },
    ]);
    expect(post.layout).toEqual([
      { type: 'rows', display: [{ blocks: [0, 1] }, { blocks: [2] }, { blocks: [3] }] },
    ]);
  });

  it('shows a carousel as one row of all its photos in that mode, and writes the rows a layout names', () => {
    expect(
      npf('photo', { photos: [photo('a'), photo('b')], layout: '11' }, { carousel: true }).layout,
    ).toEqual([{ type: 'rows', display: [{ blocks: [0, 1], mode: { type: 'carousel' } }] }]);
    expect(npf('photo', { photos: [photo('a')], layout: '' }).layout).toEqual([]);
    expect(npf('photo', { photos: [photo('a'), photo('b')], layout: '11' }).layout).toEqual([
      { type: 'rows', display: [{ blocks: [0] }, { blocks: [1] }] },
    ]);
  });

  it('writes a quote as a quote block, its source after it', () => {
    expect(
      npf('quote', {
        quote: 'Genius without education is like silver in the mine.',
        source: '<p>Ben Franklin</p>',
      }).content,
    ).toEqual([
      { type: 'text', subtype: 'quote', text: 'Genius without education is like silver in the mine.' },
      { type: 'text', text: 'Ben Franklin' },
    ]);
  });

  it('writes a link post as a link block with its picture as poster, the caption after it', () => {
    const post = npf('link', specLink);
    expect(post.content).toEqual([
      {
        type: 'link',
        url: 'https://www.nytimes.com/2017/06/15/story.html',
        title: 'Secrecy Surrounding Senate Health Bill',
        description: 'Senate leaders are writing legislation',
        author: 'Thomas Kaplan',
        site_name: 'nytimes.com',
        display_url: 'https://www.nytimes.com/2017/06/15/story.html',
        poster: [
          {
            url: 'https://static01.nyt.com/poster.jpg',
            type: 'image/jpeg',
            width: 540,
            height: 405,
            original_dimensions_missing: true,
          },
        ],
      },
      { type: 'text', text: 'worth a read' },
    ]);
  });

  it('writes a chat as chat blocks with the speaker in bold, as the spec’s chat example', () => {
    expect(
      npf('chat', { title: 'what a great conversation', chat: "cyle: ello\noli: i'm oli\n\nno speaker" })
        .content,
    ).toEqual([
      { type: 'text', subtype: 'heading1', text: 'what a great conversation' },
      { type: 'text', subtype: 'chat', text: 'cyle: ello', formatting: [{ start: 0, end: 5, type: 'bold' }] },
      {
        type: 'text',
        subtype: 'chat',
        text: "oli: i'm oli",
        formatting: [{ start: 0, end: 4, type: 'bold' }],
      },
      { type: 'text', subtype: 'chat', text: 'no speaker' },
    ]);
  });

  it('writes an uploaded track as a tumblr-provided audio block, a track elsewhere by its address', () => {
    const own = npf('audio', {
      media_url: '/media/uploads/audio/t.mp3',
      track_title: 'Track Title',
      track_artist: 'Track Artist',
      track_album: 'Track Album',
      album_art: '/media/uploads/image/art.png',
      caption: '<p>Otis Redding never fails me.</p>',
    });
    expect(own.content).toEqual([
      {
        type: 'audio',
        provider: 'tumblr',
        media: { url: `${SITE}/media/uploads/audio/t.mp3`, type: 'audio/mpeg' },
        title: 'Track Title',
        artist: 'Track Artist',
        album: 'Track Album',
        poster: [
          {
            url: `${SITE}/media/uploads/image/art.png`,
            type: 'image/png',
            width: 540,
            height: 405,
            original_dimensions_missing: true,
          },
        ],
      },
      { type: 'text', text: 'Otis Redding never fails me.' },
    ]);
    expect(npf('audio', { url: 'https://files.example.com/song.mp3' }).content).toEqual([
      {
        type: 'audio',
        provider: 'files.example.com',
        url: 'https://files.example.com/song.mp3',
        media: { url: 'https://files.example.com/song.mp3', type: 'audio/mpeg' },
      },
    ]);
  });

  it('writes an uploaded video with its poster and duration, and a YouTube player as YouTube’s', () => {
    const own = npf('video', {
      media_url: '/media/uploads/video/v.mov',
      video: testVideo('uploads/video/v.mov', { duration: 12.5 }),
      caption: '<p>my film</p>',
    });
    expect(own.content).toEqual([
      {
        type: 'video',
        provider: 'tumblr',
        media: {
          url: `${SITE}/media/uploads/video/v.mov.sd.mp4`,
          type: 'video/mp4',
          width: 640,
          height: 480,
        },
        poster: [
          {
            url: `${SITE}/media/uploads/video/v.mov.poster.jpg`,
            type: 'image/jpeg',
            width: 640,
            height: 480,
          },
        ],
        duration: 12500,
      },
      { type: 'text', text: 'my film' },
    ]);
    const embed =
      '<iframe src="https://player.vimeo.com/video/76979871" width="500" height="281" frameborder="0" allowfullscreen></iframe>';
    expect(npf('video', { embed_code: embed }).content).toEqual([
      {
        type: 'video',
        provider: 'vimeo',
        url: 'https://vimeo.com/76979871',
        embed_html: embed,
        embed_url: 'https://player.vimeo.com/video/76979871',
        embed_iframe: { url: 'https://player.vimeo.com/video/76979871', width: 500, height: 281 },
      },
    ]);
  });

  it('writes an answer with an ask layout crediting the asker’s blog, and none for an anonymous ask', () => {
    const answered = npf('answer', {
      ask: 'I thought Rookery started in 2025?\nOr was it earlier?',
      asking_name: 'cyle',
      answer: '<p>Good catch!</p>',
    });
    expect(answered).toEqual({
      content: [
        { type: 'text', text: 'I thought Rookery started in 2025?' },
        { type: 'text', text: 'Or was it earlier?' },
        { type: 'text', text: 'Good catch!' },
      ],
      layout: [
        {
          type: 'ask',
          blocks: [0, 1],
          attribution: { type: 'blog', url: `${SITE}/cyle`, blog: testBlog('cyle') },
        },
      ],
      trail: [],
    });
    expect(npf('answer', { ask: 'who?', asking_name: 'Anonymous', answer: '<p>me</p>' }).layout).toEqual([
      { type: 'ask', blocks: [0] },
    ]);
    expect(npf('answer', { ask: 'who?', asking_name: 'a-tumblr-blog', answer: '' }).layout).toEqual([
      { type: 'ask', blocks: [0], attribution: { type: 'blog', blog: { name: 'a-tumblr-blog' } } },
    ]);
  });

  it('writes a reblog: the root’s content first in the trail, each blog’s words, the comment as the post', () => {
    const post = npf(
      'photo',
      { photos: [photo('a')], layout: '', caption: '<p>lol, my comment</p>' },
      {
        trail: [
          { blog_name: 'ada', post_id: '10', content: '<p>the root caption</p>', is_root: true },
          { blog_name: 'ben', post_id: '11', content: '<p>the parent said</p>', is_root: false },
          { blog_name: 'renamed-since', post_id: '12', content: '<p>a gone blog said</p>', is_root: false },
        ],
      },
    );
    expect(post).toEqual({
      content: [{ type: 'text', text: 'lol, my comment' }],
      layout: [],
      trail: [
        {
          post: { id: '10' },
          blog: testBlog('ada'),
          content: [
            { type: 'image', media: [imageOf('a')] },
            { type: 'text', text: 'the root caption' },
          ],
          layout: [],
        },
        {
          post: { id: '11' },
          blog: testBlog('ben'),
          content: [{ type: 'text', text: 'the parent said' }],
          layout: [],
        },
        {
          broken_blog_name: 'renamed-since',
          content: [{ type: 'text', text: 'a gone blog said' }],
          layout: [],
        },
      ],
    });
  });

  it('writes an imported trail step as broken, even when a blog here has its name', () => {
    const post = npf(
      'text',
      { title: 'T', body: '' },
      {
        trail: [
          {
            blog_name: 'ada',
            post_id: OUTSIDE_TRAIL_POST_ID,
            content: '<p>said on Tumblr</p>',
            is_root: true,
          },
        ],
      },
    );
    expect(post.trail).toEqual([
      {
        broken_blog_name: 'ada',
        content: [
          { type: 'text', subtype: 'heading1', text: 'T' },
          { type: 'text', text: 'said on Tumblr' },
        ],
        layout: [],
      },
    ]);
  });

  it('gives a reblogged chat no comment of its own', () => {
    const post = npf(
      'chat',
      { chat: 'a: b' },
      {
        trail: [{ blog_name: 'ada', post_id: '10', content: '', is_root: true }],
      },
    );
    expect(post.content).toEqual([]);
    expect(post.trail[0]?.content).toEqual([
      { type: 'text', subtype: 'chat', text: 'a: b', formatting: [{ start: 0, end: 2, type: 'bold' }] },
    ]);
  });
});
