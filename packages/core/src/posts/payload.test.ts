import { describe, expect, it } from 'vitest';
import { expandBracketKeys } from './bracket-keys.js';
import { newPostForm } from './defaults.js';
import type { PostForm } from './form.js';
import { buildUpdatePayload } from './payload-build.js';
import { parseUpdatePayload } from './payload-parse.js';
import { validatePostForm } from './validate.js';

/** The fields a save carries; the form's UI-only state (uploading, contextData.baseRoute...) stays home. */
function sent(form: PostForm) {
  const { contextData, reblogTrail, can_reblog_as, uploading, loading, hasLoadingInlineImages, ...rest } =
    form;
  return { ...rest, contextPage: contextData.contextPage };
}

const roundTrip = (form: PostForm) => parseUpdatePayload(buildUpdatePayload(form));

const common: Partial<PostForm> = {
  tumblelog: 'walrus',
  tags: ['one', 'two words'],
  customUrl: 'my-post',
  sourceUrl: 'https://source.example/a',
  postDate: '2024-03-01T10:00:00.000Z',
  editorType: 'markdown',
  members_only: true,
  owner_flagged_nsfw: true,
  canBeLiked: false,
  canBeReblogged: false,
  enableCTA: true,
  ctaTextCode: '3',
  tspSkipLightbox: true,
  carouselDisplay: true,
  enableRedirectUrls: true,
  redirectUrlPrimary: 'https://primary.example',
  redirectUrlIOS: 'app://ios',
  redirectUrlAndroid: 'app://android',
  send_to_twitter: true,
  customTweet: 'tweet',
};

describe('payload round trip: build → parse gives the form back', () => {
  it.each<[string, Partial<PostForm>]>([
    ['text', { title: 'Title', body: '<p>Body</p>' }],
    [
      'photo',
      {
        caption: '<p>Cap</p>',
        linkthrough: 'https://l.example',
        layout: '12',
        photos: [
          { id: 'o2', preuploadUrl: '/media/b.jpg', caption: 'second' },
          { id: 'o1', preuploadUrl: '/media/a.jpg', caption: 'first', primaryUrl: 'https://r.example' },
        ],
      },
    ],
    ['quote', { quote: 'Words', source: '<p>Someone</p>' }],
    [
      'link',
      {
        title: 'T',
        url: 'https://example.com',
        caption: 'c',
        thumbnail: '/t.jpg',
        author: 'A',
        excerpt: 'E',
      },
    ],
    ['chat', { title: 'T', chat: 'A: hi\nB: ho' }],
    [
      'audio',
      {
        caption: 'c',
        url: '',
        preuploadUrl: '/media/a.mp3',
        trackTitle: 'Song',
        trackArtist: 'Band',
        trackAlbum: 'LP',
        albumArt: '/media/art.jpg',
        confirmTos: true,
      },
    ],
    [
      'video',
      { embedCode: '<iframe src="https://v.example"></iframe>', caption: 'c', copyrightFallback: true },
    ],
    ['video', { video: { url: 'https://v.example/1', directEmbed: '<video></video>', provider: 'v' } }],
    ['answer', { ask: 'Q?', answer: '<p>A</p>', caption: 'c' }],
  ])('%s', (type, fields) => {
    const form = newPostForm(type as PostForm['type'], { ...common, ...fields });
    expect(sent(roundTrip(form))).toEqual(sent(form));
  });

  it.each([
    ['published', ''],
    ['draft', ''],
    ['queued', ''],
    ['private', ''],
    ['scheduled', '2030-01-02T03:04:00.000Z'],
  ] as const)('keeps the state %s', (state, publishOn) => {
    const form = newPostForm('text', { body: 'x', state, publish_on: publishOn });
    expect(roundTrip(form).state).toBe(state);
    expect(roundTrip(form).publish_on).toBe(publishOn);
  });

  it('keeps edit and reblog ids', () => {
    const edit = roundTrip(newPostForm('text', { body: 'x', postId: '9007199254740993' }, 'edit'));
    expect([edit.mode, edit.postId]).toEqual(['edit', '9007199254740993']);
    const reblog = roundTrip(
      newPostForm('text', { reblog_id: '12', reblog_key: 'k3y', removeReblogTree: true }, 'reblog'),
    );
    expect([reblog.mode, reblog.reblog_id, reblog.reblog_key, reblog.removeReblogTree]).toEqual([
      'reblog',
      '12',
      'k3y',
      true,
    ]);
  });
});

describe('build', () => {
  it('writes the spec keys with the state code and comma tags', () => {
    const payload = buildUpdatePayload(
      newPostForm('text', { title: 'T', body: 'B', tags: ['a', 'b'], state: 'private' }),
    );
    expect(payload).toMatchObject({
      'post[type]': 'text',
      'post[one]': 'T',
      'post[two]': 'B',
      'post[tags]': 'a,b',
      'post[state]': 'private',
      'is_rich_text[two]': '1',
    });
    expect(payload.edit_post_id).toBeUndefined();
  });

  it('prefixes source and primary redirect URLs and cuts captions to 200', () => {
    const payload = buildUpdatePayload(
      newPostForm('photo', {
        sourceUrl: 'example.com/x',
        redirectUrlPrimary: 'not a url',
        photos: [{ id: 'o1', preuploadUrl: '/media/a.jpg', caption: 'c'.repeat(250) }],
      }),
    );
    expect(payload['post[source_url]']).toBe('https://example.com/x');
    expect(payload.redirect_url_primary).toBe('not a url');
    expect(payload['caption[o1]']).toHaveLength(200);
  });

  it('sends the chat with plain spaces and leaves out photos that have no upload URL', () => {
    expect(buildUpdatePayload(newPostForm('chat', { chat: 'A:\u00a0hi' }))['post[two]']).toBe('A: hi');
    const payload = buildUpdatePayload(
      newPostForm('photo', {
        photos: [
          { id: 'o1', base64: 'data:' },
          { id: 'o2', preuploadUrl: '/media/b.jpg' },
        ],
      }),
    );
    expect(payload['images[o1]']).toBeUndefined();
    expect(payload['post[photoset_order]']).toBe('o2');
  });
});

describe('parse', () => {
  it('reads nested JSON, flat bracket keys and aliases alike', () => {
    const nested = parseUpdatePayload({
      post: { type: 'regular', one: 'T', two: 'B', state: '1' },
      channel_id: 'x',
    });
    const flat = parseUpdatePayload({
      'post[type]': 'regular',
      'post[one]': 'T',
      'post[two]': 'B',
      'post[state]': '1',
      channel_id: 'x',
    });
    expect(flat).toEqual(nested);
    expect([nested.type, nested.title, nested.body, nested.state, nested.tumblelog]).toEqual([
      'text',
      'T',
      'B',
      'draft',
      'x',
    ]);
    expect(parseUpdatePayload({ post: { type: 'conversation', two: 'A: hi' } }).chat).toBe('A: hi');
  });

  it.each([
    ['on', true],
    ['off', false],
    ['1', true],
    ['0', false],
    ['true', true],
    ['false', false],
    [true, true],
    [0, false],
  ])('reads the boolean %j', (value, expected) => {
    expect(parseUpdatePayload({ can_be_liked: value, members_only: value }).canBeLiked).toBe(expected);
    expect(parseUpdatePayload({ can_be_liked: value, members_only: value }).members_only).toBe(expected);
  });

  it('defaults what is missing', () => {
    const form = parseUpdatePayload({});
    expect([form.type, form.mode, form.state, form.canBeLiked, form.ctaTextCode]).toEqual([
      'text',
      'new',
      'published',
      true,
      '0',
    ]);
  });

  it('hands wrong shapes to the validation rules', () => {
    expect(validatePostForm(parseUpdatePayload({ post: { state: 'soon', two: 'x' } }))).toBe(
      'Invalid "state" value',
    );
    expect(validatePostForm(parseUpdatePayload({ post: { two: 'x' }, can_be_liked: 'maybe' }))).toBe(
      'Invalid "canBeLiked" type. Expected boolean, got string.',
    );
    expect(validatePostForm(parseUpdatePayload({ post: { one: 5 } }))).toBe(
      'Invalid "title" type. Expected string, got number.',
    );
    expect(validatePostForm(parseUpdatePayload({ post: { type: 'poll' } }))).toBe('Unknown post type.');
  });

  it('reads a format code as the editor type', () => {
    expect(parseUpdatePayload({ editor_type: '2' }).editorType).toBe('markdown');
    expect(parseUpdatePayload({ editor_type: 'html' }).editorType).toBe('html');
  });

  it('cuts photo captions to 200 and prefixes URLs on the server too', () => {
    const form = parseUpdatePayload({
      post: { type: 'photo', source_url: 'example.com' },
      images: { o1: '/media/a.jpg', o2: '' },
      caption: { o1: 'c'.repeat(300) },
    });
    expect(form.photos).toEqual([{ id: 'o1', preuploadUrl: '/media/a.jpg', caption: 'c'.repeat(200) }]);
    expect(form.sourceUrl).toBe('https://example.com');
  });

  it('ignores keys that would reach the prototype', () => {
    const body = expandBracketKeys(JSON.parse('{"__proto__[x]": "1", "post[__proto__][y]": "2"}'));
    expect(({} as Record<string, unknown>).x).toBeUndefined();
    expect(body).toEqual({ post: {} });
  });
});
