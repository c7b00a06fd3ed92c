import { beforeAll, describe, expect, it } from 'vitest';
import { configureTestSite } from '../npf/from-rookery/test-content.js';
import { TumblrInputError } from './input-error.js';
import { legacyRequestForm } from './legacy-request.js';

beforeAll(configureTestSite);

const NOW = new Date('2026-05-01T12:00:00Z');
const create = (params: Record<string, unknown>, files: string[] = []) =>
  legacyRequestForm(params, 'ada', { kind: 'new' }, files, NOW);

describe('a legacy create request as our post form, each type with its documented parameters', () => {
  it('text: title (entities escaped) and body; text is the default type', () => {
    expect(create({ title: 'Milky &amp; Dog', body: '<p>Milky Dog was inspired</p>' })).toMatchObject({
      type: 'text',
      mode: 'new',
      tumblelog: 'ada',
      editorType: 'html',
      title: 'Milky & Dog',
      body: '<p>Milky Dog was inspired</p>',
    });
  });

  it('photo: a source address, or the files sent as data (a photoset), with caption and click-through', () => {
    expect(
      create({
        type: 'photo',
        source: 'https://example.com/arm.jpg',
        caption: '<p>my arm is getting tired.</p>',
        link: 'https://example.com/',
      }),
    ).toMatchObject({
      type: 'photo',
      photos: [{ id: 'o1', preuploadUrl: 'https://example.com/arm.jpg', caption: '' }],
      caption: '<p>my arm is getting tired.</p>',
      linkthrough: 'https://example.com/',
    });
    const set = create({ type: 'photo' }, ['/media/uploads/image/1.jpg', '/media/uploads/image/2.jpg']);
    expect(set.photos.map((p) => p.preuploadUrl)).toEqual([
      '/media/uploads/image/1.jpg',
      '/media/uploads/image/2.jpg',
    ]);
  });

  it('quote: the quote’s text and its source', () => {
    expect(
      create({
        type: 'quote',
        quote: 'Why do visitors still report discomfort?',
        source: '<a href="https://museumtwo.blogspot.com/">Museum 2.0</a>',
      }),
    ).toMatchObject({
      type: 'quote',
      quote: 'Why do visitors still report discomfort?',
      source: '<a href="https://museumtwo.blogspot.com/">Museum 2.0</a>',
    });
  });

  it('link: title, url, description, thumbnail, excerpt and author', () => {
    expect(
      create({
        type: 'link',
        title: 'How do you make those marker doodles?',
        url: 'https://blog.estadiezijn.nl/post/459075181',
        description: '<p>On my iPad, of course!</p>',
        thumbnail: 'https://example.com/thumb.jpg',
        excerpt: 'How I make marker doodles',
        author: 'Esther Aarts',
      }),
    ).toMatchObject({
      type: 'link',
      title: 'How do you make those marker doodles?',
      url: 'https://blog.estadiezijn.nl/post/459075181',
      caption: '<p>On my iPad, of course!</p>',
      thumbnail: 'https://example.com/thumb.jpg',
      excerpt: 'How I make marker doodles',
      author: 'Esther Aarts',
    });
  });

  it('chat: title and the conversation, one line each', () => {
    expect(
      create({
        type: 'chat',
        title: 'a talk',
        conversation: 'David: If you’re okay with it\r\nTopherchris: i’m okay with it',
      }),
    ).toMatchObject({
      type: 'chat',
      title: 'a talk',
      chat: 'David: If you’re okay with it\nTopherchris: i’m okay with it',
    });
  });

  it('audio: a file elsewhere, or one sent as data', () => {
    expect(
      create({ type: 'audio', external_url: 'https://example.com/song.mp3', caption: '<p>listen</p>' }),
    ).toMatchObject({
      type: 'audio',
      url: 'https://example.com/song.mp3',
      preuploadUrl: '',
      caption: '<p>listen</p>',
    });
    expect(create({ type: 'audio' }, ['/media/uploads/audio/t.mp3'])).toMatchObject({
      preuploadUrl: '/media/uploads/audio/t.mp3',
      confirmTos: true,
    });
  });

  it('video: embed code or a link to it, or a file sent as data', () => {
    expect(
      create({
        type: 'video',
        embed: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        caption: '<p>watch</p>',
      }),
    ).toMatchObject({
      type: 'video',
      embedCode: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      caption: '<p>watch</p>',
    });
    expect(create({ type: 'video' }, ['/media/uploads/video/v.mp4'])).toMatchObject({
      preuploadUrl: '/media/uploads/video/v.mp4',
      embedCode: '',
    });
  });

  it('reads the common parameters: state, comma tags, the GMT date, markdown, slug, tweet', () => {
    expect(
      create({
        body: '*hi*',
        state: 'private',
        tags: 'milky dog, mini comic',
        date: '2011-02-25 20:27:00 GMT',
        format: 'markdown',
        slug: 'milky-dog',
        tweet: 'off',
      }),
    ).toMatchObject({
      state: 'private',
      tags: ['milky dog', 'mini comic'],
      postDate: '2011-02-25T20:27:00.000Z',
      editorType: 'markdown',
      customUrl: 'milky-dog',
      send_to_twitter: false,
    });
    expect(create({ body: 'x', state: 'queue' }).state).toBe('queued');
    expect(create({ body: 'x', tweet: 'Read this' })).toMatchObject({
      send_to_twitter: true,
      customTweet: 'Read this',
    });
  });

  it('edits a post whole and reblogs with a comment', () => {
    expect(
      legacyRequestForm(
        { id: '77', type: 'quote', quote: 'again' },
        'ada',
        { kind: 'edit', postId: '77', type: 'quote', isReblog: false },
        [],
      ),
    ).toMatchObject({ mode: 'edit', postId: '77', type: 'quote', quote: 'again' });
    expect(
      legacyRequestForm(
        { id: '10', reblog_key: 'k', comment: '<p>so true</p>' },
        'ada',
        { kind: 'reblog', postId: '10', reblogKey: 'k', type: 'photo' },
        [],
      ),
    ).toMatchObject({
      mode: 'reblog',
      type: 'photo',
      reblog_id: '10',
      reblog_key: 'k',
      caption: '<p>so true</p>',
    });
  });

  it('refuses what the documentation marks required, an unknown type, format or state', () => {
    const refused = (params: Record<string, unknown>) => {
      try {
        create(params);
      } catch (error) {
        if (error instanceof TumblrInputError) return error.detail;
      }
      return null;
    };
    expect(refused({ type: 'text', title: 'only a title' })).toBe("A text post needs 'body'.");
    expect(refused({ type: 'photo', caption: 'no photo' })).toBe("A photo post needs 'source' or 'data'.");
    expect(refused({ type: 'video' })).toBe("A video post needs 'embed' or 'data'.");
    expect(refused({ type: 'answer', body: 'x' })).toMatch(/^'type' must be one of/);
    expect(refused({ body: 'x', format: 'bbcode' })).toBe("'format' must be html or markdown.");
    expect(refused({ body: 'x', state: 'submission' })).toMatch(/^'state' must be/);
  });
});
