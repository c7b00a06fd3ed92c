import { describe, expect, it } from 'vitest';
import { newPostForm } from './defaults.js';
import type { PostForm } from './form.js';
import { POST_TEXT_MAX_LENGTH } from './limits.js';
import { postMessages as m } from './messages.js';
import { postTextTooLong } from './text-length.js';
import type { PostType } from './types.js';
import { validatePostForm } from './validate.js';

const check = (type: PostType, fields: Partial<PostForm> | Record<string, unknown> = {}) =>
  validatePostForm(newPostForm(type, fields as Partial<PostForm>));
/** As the server checks a save: the length of the written text first, then the form's rules. */
const serverCheck = (type: PostType, fields: Partial<PostForm> | Record<string, unknown> = {}) => {
  const form = newPostForm(type, fields as Partial<PostForm>);
  return postTextTooLong(form) ?? validatePostForm(form);
};
const photo = (n: number, extra = {}) => ({ id: `o${n}`, preuploadUrl: `/media/p${n}.jpg`, ...extra });
const trail = [{ blog_name: 'root', post_id: '1', content: '<p>hi</p>', is_root: true }];

describe('generic rules', () => {
  it('needs a valid state', () => {
    expect(check('text', { body: 'x', state: 'bogus' })).toBe('Invalid "state" value');
    // Every §4 state is a valid value; who may ask for unapproved is the server's to say.
    for (const state of ['published', 'draft', 'queued', 'private', 'unapproved', 'transcoding'] as const) {
      expect(check('text', { body: 'x', state })).toBeNull();
    }
  });

  it('waits for pending inline images', () => {
    expect(check('text', { body: 'x', hasLoadingInlineImages: true })).toBe(
      'There are still pending images.',
    );
  });

  it.each([
    ['canBeLiked', 'yes', 'Invalid "canBeLiked" type. Expected boolean, got string.'],
    ['title', 3, 'Invalid "title" type. Expected string, got number.'],
    ['tags', 'a,b', 'Invalid "tags" type. Expected array, got string.'],
    ['photos', {}, 'Invalid "photos" type. Expected array, got object.'],
    ['contentStats', null, 'Invalid "contentStats" type. Expected object, got null.'],
    ['video', 'x', 'Invalid "video" type. Expected null, got string.'],
  ])('keeps %s the type of its default', (field, value, message) => {
    expect(check('text', { body: 'x', [field]: value })).toBe(message);
  });

  it('lets video hold a picked native video', () => {
    expect(check('video', { video: { url: 'https://v.example/1', directEmbed: '<video>' } })).toBeNull();
  });

  it('needs publish_on for a scheduled post, and a real date', () => {
    expect(check('text', { body: 'x', state: 'scheduled' })).toBe(m.postPublishOnRequired);
    expect(check('text', { body: 'x', state: 'scheduled', publish_on: 'soon' })).toBe(m.postPublishOnInvalid);
    expect(check('text', { body: 'x', state: 'scheduled', publish_on: '2030-05-01T10:00:00Z' })).toBeNull();
    expect(check('text', { body: 'x', postDate: 'yesterday-ish' })).toBe(m.postDateInvalid);
  });

  it('refuses a photo click-through link of another protocol', () => {
    const photos = [photo(1)];
    expect(check('photo', { photos, linkthrough: 'javascript:alert(1)' })).toBe(m.postUnsupportedProtocol);
    expect(check('photo', { photos, linkthrough: 'example.com/shop' })).toBeNull();
  });

  it('refuses source and redirect URLs of other protocols', () => {
    expect(check('text', { body: 'x', sourceUrl: 'javascript:alert(1)' })).toBe(
      'Unsupported protocol detected in URL',
    );
    expect(check('text', { body: 'x', redirectUrlPrimary: 'data:text/html,hi' })).toBe(
      m.postUnsupportedProtocol,
    );
    expect(
      check('text', { body: 'x', sourceUrl: 'example.com', redirectUrlPrimary: 'mailto:a@b.c' }),
    ).toBeNull();
  });

  it('limits the tweet to 280, a URL counting 29', () => {
    const url = `https://example.com/${'x'.repeat(400)}`;
    expect(
      check('text', { body: 'x', send_to_twitter: true, customTweet: `${'a'.repeat(250)} ${url}` }),
    ).toBeNull();
    expect(
      check('text', { body: 'x', send_to_twitter: true, customTweet: `${'a'.repeat(251)} ${url}` }),
    ).toBe(m.postTweetTooLong);
    expect(check('text', { body: 'x', send_to_twitter: false, customTweet: 'a'.repeat(300) })).toBeNull();
  });

  it('limits tags and slug', () => {
    expect(check('text', { body: 'x', tags: Array.from({ length: 31 }, (_, i) => `t${i}`) })).toBe(
      m.postTooManyTags,
    );
    expect(check('text', { body: 'x', tags: ['a'.repeat(141)] })).toBe(m.postTagTooLong);
    expect(check('text', { body: 'x', customUrl: 'a'.repeat(201) })).toBe(m.postSlugTooLong);
  });

  it('limits each written text field to POST_TEXT_MAX_LENGTH characters, before the other rules read it', () => {
    const full = 'a'.repeat(POST_TEXT_MAX_LENGTH);
    expect(serverCheck('text', { title: full, body: full })).toBeNull();
    expect(serverCheck('text', { body: `${full}a` })).toBe(m.postTextTooLong);
    expect(serverCheck('quote', { quote: 'q', source: `<${full}` })).toBe(m.postTextTooLong);
    expect(serverCheck('answer', { ask: 'q?', answer: `${full}a` })).toBe(m.postTextTooLong);
    // Before the type's own rule: a blank body too long is too long, not empty.
    expect(serverCheck('text', { body: '<p></p>'.repeat(Math.ceil(POST_TEXT_MAX_LENGTH / 7)) })).toBe(
      m.postTextTooLong,
    );
    expect(m.postTextTooLong).toContain(POST_TEXT_MAX_LENGTH.toLocaleString('en-US'));
  });

  it("leaves a reblog's copied content to its source: only the comment is the reblogger's", () => {
    const long = 'a'.repeat(POST_TEXT_MAX_LENGTH + 1);
    expect(serverCheck('text', { mode: 'reblog', reblogTrail: trail, title: long })).toBeNull();
    expect(serverCheck('text', { mode: 'edit', reblogTrail: trail, title: long })).toBeNull();
    expect(serverCheck('text', { mode: 'reblog', reblogTrail: trail, body: long })).toBe(m.postTextTooLong);
    expect(serverCheck('chat', { mode: 'reblog', reblogTrail: trail, chat: long })).toBeNull();
  });

  it('knows only the post types', () => {
    expect(check('poll' as PostType, {})).toBe(m.postTypeInvalid);
  });
});

describe('text', () => {
  it('needs a title or a body', () => {
    expect(check('text')).toBe('Post body empty.');
    expect(check('text', { body: '<p><br></p>' })).toBe('Post body empty.');
    expect(check('text', { title: 'Hi' })).toBeNull();
    expect(check('text', { body: '<p><img src="/media/a.jpg"></p>' })).toBeNull();
  });

  it('allows an empty reblog comment under a reblog tree', () => {
    expect(check('text', { mode: 'reblog', reblogTrail: trail })).toBeNull();
    expect(check('text', { mode: 'edit', reblogTrail: trail })).toBeNull();
    expect(check('text', { mode: 'reblog', reblogTrail: [] })).toBe(m.postBodyEmpty);
    expect(check('text', { mode: 'reblog', reblogTrail: trail, removeReblogTree: true })).toBe(
      m.postBodyEmpty,
    );
    expect(check('text', { mode: 'new', reblogTrail: trail })).toBe(m.postBodyEmpty);
  });
});

describe('photo', () => {
  it('needs photos', () => expect(check('photo')).toBe('No photos specified.'));

  it('waits for uploads', () => {
    expect(check('photo', { uploading: true, photos: [photo(1), { id: 'o2', base64: 'data:' }] })).toBe(
      'Uploads in progress.',
    );
    expect(check('photo', { uploading: true, photos: [photo(1)] })).toBeNull();
  });

  it('takes at most 10', () => {
    const ten = Array.from({ length: 10 }, (_, i) => photo(i + 1));
    expect(check('photo', { photos: ten })).toBeNull();
    expect(check('photo', { photos: [...ten, photo(11)] })).toBe(m.postTooManyPhotos);
  });
});

describe('quote, chat, answer', () => {
  it('need their main field', () => {
    expect(check('quote', { source: 'me' })).toBe('No quote.');
    expect(check('quote', { quote: 'Words.' })).toBeNull();
    expect(check('chat', { title: 't', chat: '\u00a0 ' })).toBe('No chat.');
    expect(check('chat', { chat: 'A: hi' })).toBeNull();
    expect(check('answer', { answer: 'yes' })).toBe('Post question empty.');
    expect(check('answer', { ask: 'why?' })).toBeNull();
  });
});

describe('link', () => {
  it('waits for OpenGraph, then needs a valid url', () => {
    expect(check('link', { url: 'https://example.com', loading: true })).toBe('Loading OpenGraph data.');
    expect(check('link', { url: ' ' })).toBe('No url.');
    expect(check('link', { url: 'example.com' })).toBe('Not a valid URL');
    expect(check('link', { url: 'https://example.com/a?b=c' })).toBeNull();
  });
});

describe('audio', () => {
  it('needs a source, and consent for an upload', () => {
    expect(check('audio')).toBe('Please choose an audio source before continuing.');
    expect(check('audio', { url: 'https://sounds.example/a.mp3' })).toBeNull();
    expect(check('audio', { preuploadUrl: '/media/a.mp3' })).toBe(
      'You must agree that you have permission to share this file.',
    );
    expect(check('audio', { preuploadUrl: '/media/a.mp3', confirmTos: true })).toBeNull();
    expect(check('audio', { uploading: true })).toBe(m.postUploadsInProgress);
  });
});

describe('video', () => {
  it('needs embed code, or consent for an upload', () => {
    expect(check('video')).toBe('No embed specified.');
    expect(check('video', { embedCode: 'https://youtu.be/aqz-KE-bpKQ' })).toBeNull();
    expect(
      check('video', { embedCode: '<iframe src="https://player.vimeo.com/video/1"></iframe>' }),
    ).toBeNull();
    // Issue 17: only a video link or a player Rookery shows; "hello world" used to save.
    expect(check('video', { embedCode: 'hello world' })).toBe('Invalid embed code');
    expect(check('video', { embedCode: '<iframe src="https://v.example/1"></iframe>' })).toBe(
      'Invalid embed code',
    );
    expect(check('video', { preuploadUrl: '/media/v.mp4' })).toBe(m.postNoPermission);
    expect(check('video', { preuploadUrl: '/media/v.mp4', confirmTos: true })).toBeNull();
    expect(check('video', { uploading: true })).toBe(m.postUploadsInProgress);
  });

  it('needs a native video and its direct embed', () => {
    expect(check('video', { video: {} })).toBe('No video specified.');
    expect(check('video', { video: { url: 'https://v.example/1' } })).toBe('Direct embed missing.');
  });
});
