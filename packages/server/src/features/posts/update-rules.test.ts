import { messages } from '@rookery/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows } from '../../../test/count-rows.js';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.js';
import { solidJpeg } from '../media/test-files.js';
import { sendUpload } from '../media/test-upload.js';
import { sendForm } from './test-posts.js';

let t: TestApp;
let owner: TestClient;
let photoUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = t.client();
  await owner.register('rules@example.com', 'rules');
  const upload = await sendUpload(t, owner, {
    data: await solidJpeg(40, 30),
    name: 'a.jpg',
    type: 'image/jpeg',
  });
  photoUrl = upload.body.response.url;
});
afterAll(() => t.close());

const postCount = () => countRows(t.deps.db, 'posts');

/** Every §5 message through /svc/post/update, form-encoded as the composer sends it. */
const cases: [string, Record<string, string>, string][] = [
  ['state', { 'post[type]': 'text', 'post[two]': 'x', 'post[state]': 'nope' }, 'Invalid "state" value'],
  [
    'attribute type',
    { 'post[type]': 'text', 'post[two]': 'x', can_be_liked: 'maybe' },
    'Invalid "canBeLiked" type. Expected boolean, got string.',
  ],
  ['text', { 'post[type]': 'text', 'post[one]': '', 'post[two]': '<p></p>' }, 'Post body empty.'],
  ['regular alias', { 'post[type]': 'regular' }, 'Post body empty.'],
  ['photo', { 'post[type]': 'photo' }, 'No photos specified.'],
  ['quote', { 'post[type]': 'quote', 'post[two]': 'someone' }, 'No quote.'],
  ['link empty', { 'post[type]': 'link', 'post[two]': '' }, 'No url.'],
  ['link invalid', { 'post[type]': 'link', 'post[two]': 'not a url' }, 'Not a valid URL'],
  ['link no protocol', { 'post[type]': 'link', 'post[two]': 'example.com' }, 'Not a valid URL'],
  ['chat', { 'post[type]': 'chat', 'post[one]': 'title' }, 'No chat.'],
  ['conversation alias', { 'post[type]': 'conversation' }, 'No chat.'],
  ['audio', { 'post[type]': 'audio' }, 'Please choose an audio source before continuing.'],
  ['video', { 'post[type]': 'video' }, 'No embed specified.'],
  [
    'native video',
    { 'post[type]': 'video', 'video[url]': '', 'video[provider]': 'x' },
    'No video specified.',
  ],
  [
    'native video embed',
    { 'post[type]': 'video', 'video[url]': 'https://v.example/1' },
    'Direct embed missing.',
  ],
  ['answer', { 'post[type]': 'answer', 'post[two]': 'an answer' }, 'Post question empty.'],
  ['unknown type', { 'post[type]': 'poll' }, messages.postTypeInvalid],
  [
    'schedule without time',
    { 'post[type]': 'text', 'post[two]': 'x', 'post[state]': 'on.2' },
    messages.postPublishOnRequired,
  ],
  [
    'source protocol',
    { 'post[type]': 'text', 'post[two]': 'x', 'post[source_url]': 'javascript:alert(1)' },
    'Unsupported protocol detected in URL',
  ],
  [
    'redirect protocol',
    { 'post[type]': 'text', 'post[two]': 'x', redirect_url_primary: 'data:text/html,x' },
    'Unsupported protocol detected in URL',
  ],
  [
    'tweet length',
    { 'post[type]': 'text', 'post[two]': 'x', send_to_twitter: 'on', custom_tweet: 'a'.repeat(281) },
    messages.postTweetTooLong,
  ],
];

describe('every §5 message through /svc/post/update', () => {
  it.each(cases)('%s', async (_, payload, message) => {
    const before = await postCount();
    const res = await sendForm(owner, payload);
    expect(res.status).toBe(400);
    expect(res.body.errors[0]?.detail).toBe(message);
    expect(await postCount()).toBe(before);
  });

  it('photo: at most 10, uploads only', async () => {
    const eleven = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`images[o${i + 1}]`, photoUrl]));
    const res = await sendForm(owner, { 'post[type]': 'photo', ...eleven });
    expect(res.body.errors[0]?.detail).toBe(messages.postTooManyPhotos);
    const ten = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`images[o${i + 1}]`, photoUrl]));
    expect((await sendForm(owner, { 'post[type]': 'photo', ...ten })).status).toBe(200);
  });

  it('photo: captions are cut to 200 characters', async () => {
    const res = await sendForm(owner, {
      'post[type]': 'photo',
      'images[o1]': photoUrl,
      'caption[o1]': 'c'.repeat(300),
    });
    expect(res.status).toBe(200);
    const row = await t.deps.db
      .selectFrom('posts')
      .select('photos')
      .where('id', '=', res.body.response.post.id)
      .executeTakeFirstOrThrow();
    expect(row.photos[0]).toMatchObject({ caption: 'c'.repeat(200), width: 40, height: 30 });
  });

  it('audio and video: an upload needs consent', async () => {
    const audio = await sendForm(owner, { 'post[type]': 'audio', preuploaded_url: '/media/whatever.mp3' });
    expect(audio.body.errors[0]?.detail).toBe('You must agree that you have permission to share this file.');
    const video = await sendForm(owner, {
      'post[type]': 'video',
      preuploaded_url: '/media/whatever.mp4',
      confirm_tos: 'off',
    });
    expect(video.body.errors[0]?.detail).toBe('You must agree that you have permission to share this file.');
  });

  it('the same rules read a JSON body', async () => {
    const res = await owner.post('/svc/post/update', { post: { type: 'quote', one: '' } });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]?.detail).toBe('No quote.');
    const typed = await owner.post('/svc/post/update', { post: { type: 'text', one: 5 } });
    expect(typed.body.errors[0]?.detail).toBe('Invalid "title" type. Expected string, got number.');
  });

  it('source and redirect URLs get https:// when they have no protocol', async () => {
    const res = await sendForm(owner, {
      'post[type]': 'text',
      'post[two]': 'x',
      'post[source_url]': 'example.com/src',
      redirect_url_primary: 'still not a url',
    });
    expect(res.status).toBe(200);
    const row = await t.deps.db
      .selectFrom('posts')
      .select(['source_url', 'redirect_url_primary'])
      .where('id', '=', res.body.response.post.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ source_url: 'https://example.com/src', redirect_url_primary: 'still not a url' });
  });

  it('accepts a tweet of 280 where a long URL counts 29', async () => {
    const tweet = `${'a'.repeat(250)} https://example.com/${'p'.repeat(300)}`;
    const res = await sendForm(owner, {
      'post[type]': 'text',
      'post[two]': 'x',
      send_to_twitter: '1',
      custom_tweet: tweet,
    });
    expect(res.status).toBe(200);
  });
});
