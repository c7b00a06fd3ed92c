import {
  formFromFetch,
  newPostForm,
  type PostFetchResponse,
  type PostForm,
  type PostType,
  stateOnLoad,
} from '@rookery/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.js';
import { solidJpeg, taggedMp3 } from '../media/test-files.js';
import { sendUpload } from '../media/test-upload.js';
import { savePostForm, sendForm, textPost } from './test-posts.js';

let t: TestApp;
let owner: TestClient;
let photoA: string;
let photoB: string;
let song: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = t.client();
  await owner.register('trip@example.com', 'trip');
  const jpeg = async (w: number, h: number) =>
    (await sendUpload(t, owner, { data: await solidJpeg(w, h), name: 'p.jpg', type: 'image/jpeg' })).body
      .response.url;
  photoA = await jpeg(60, 40);
  photoB = await jpeg(30, 50);
  const mp3 = taggedMp3({ title: 'Tagged', artist: 'Tagger', album: 'Tags' });
  song = (await sendUpload(t, owner, { data: mp3, name: 's.mp3', type: 'audio/mpeg' })).body.response.url;
});
afterAll(() => t.close());

const fetchPost = (postId: string) =>
  owner.post<PostFetchResponse>('/svc/post/fetch', { post_id: postId, channel_id: 'trip' });

/** The fields a save carries and a fetch gives back; ids, mode and UI-only state are not content. */
function saved(form: PostForm) {
  const {
    contextData,
    reblogTrail,
    can_reblog_as,
    mode,
    postId,
    uploading,
    loading,
    hasLoadingInlineImages,
    ...rest
  } = form;
  return {
    ...rest,
    photos: rest.photos.map(({ id, preuploadUrl, caption }) => ({ id, preuploadUrl, caption })),
  };
}

const common: Partial<PostForm> = {
  tumblelog: 'trip',
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
  redirectUrlIOS: 'rookery://ios',
  redirectUrlAndroid: 'rookery://android',
  send_to_twitter: true,
  customTweet: 'tweet',
};

describe('form payload round trip: update → fetch gives the same fields back', () => {
  const cases: [PostType, () => Partial<PostForm>][] = [
    ['text', () => ({ title: 'Title', body: '<p>Body</p>' })],
    [
      'photo',
      () => ({
        caption: '<p>Cap</p>',
        linkthrough: 'https://l.example',
        layout: '2',
        photos: [
          { id: 'o2', preuploadUrl: photoB, caption: 'second' },
          { id: 'o1', preuploadUrl: photoA, caption: 'first' },
        ],
      }),
    ],
    ['quote', () => ({ quote: 'Words', source: '<p>Someone</p>' })],
    [
      'link',
      () => ({
        title: 'T',
        url: 'https://example.com/x',
        caption: 'c',
        thumbnail: 'https://t.example/t.jpg',
        author: 'A',
        excerpt: 'E',
      }),
    ],
    ['chat', () => ({ title: 'T', chat: 'A: hi\nB: ho' })],
    [
      'audio',
      () => ({
        caption: 'c',
        preuploadUrl: song,
        trackTitle: 'Song',
        trackArtist: 'Band',
        trackAlbum: 'LP',
        albumArt: photoA,
        confirmTos: true,
        copyrightFallback: true,
      }),
    ],
    ['audio', () => ({ caption: 'external', url: 'https://sounds.example/a.mp3' })],
    [
      'video',
      () => ({
        embedCode: '<iframe src="https://player.vimeo.com/video/76979871" width="640" height="360"></iframe>',
        caption: 'c',
        copyrightFallback: true,
      }),
    ],
    ['answer', () => ({ ask: 'Q?', answer: '<p>A</p>', caption: 'c' })],
  ];

  it.each(cases)('%s', async (type, fields) => {
    const form = newPostForm(type, { ...common, ...fields() });
    const save = await savePostForm(owner, type, form);
    expect(save.status, save.raw).toBe(200);
    expect(save.body.response).toMatchObject({
      created_post: true,
      post: { is_edit: false, is_reblog: false, type },
    });
    const fetched = await fetchPost(save.body.response.post.id);
    expect(fetched.status).toBe(200);
    const back = formFromFetch(fetched.body.response.post, {
      mode: 'edit',
      blogName: 'trip',
      currentEditorType: 'rich',
    });
    expect(saved(back)).toEqual(saved(form));
    expect(back.postId).toBe(save.body.response.post.id);
  });

  it('answers fetch with tags as a comma string and the format code', async () => {
    const id = await textPost(owner, { tags: ['a', 'b'], editorType: 'html' });
    const post = (await fetchPost(id)).body.response.post;
    expect(post.tags).toBe('a,b');
    expect(post.format).toBe(1);
  });

  it('keeps photo sizes from the uploads and track tags from the audio file', async () => {
    const photo = await savePostForm(owner, 'photo', { photos: [{ id: 'o1', preuploadUrl: photoA }] });
    const photos = (await fetchPost(photo.body.response.post.id)).body.response.post.photos;
    expect(photos).toEqual([{ id: 'o1', url: photoA, width: 60, height: 40, caption: '' }]);
    const audio = await savePostForm(owner, 'audio', { preuploadUrl: song, confirmTos: true });
    const post = (await fetchPost(audio.body.response.post.id)).body.response.post;
    expect([post.track_title, post.track_artist, post.track_album, post.preuploaded_url]).toEqual([
      'Tagged',
      'Tagger',
      'Tags',
      song,
    ]);
  });
});

describe('state codes both ways', () => {
  const row = (id: string) =>
    t.deps.db
      .selectFrom('posts')
      .select(['state', 'is_private', 'publish_on', 'published_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it.each([
    ['0', 'published', { state: 'published', is_private: false }, '0'],
    ['1', 'draft', { state: 'draft', is_private: false }, '1'],
    ['2', 'queued', { state: 'queued', is_private: false }, '2'],
    ['private', 'private', { state: 'published', is_private: true }, '0'],
  ])('code %j saves as %s and is fetched as its §4 server code', async (code, state, stored, fetchCode) => {
    const res = await sendForm(owner, { 'post[type]': 'text', 'post[two]': 'x', 'post[state]': code });
    expect(res.body.response.post.state).toBe(state);
    expect(await row(res.body.response.post.id)).toMatchObject({ ...stored, publish_on: null });
    const fetched = (await fetchPost(res.body.response.post.id)).body.response.post;
    expect(fetched.state).toBe(fetchCode);
    expect(fetched.is_private).toBe(state === 'private');
    expect(stateOnLoad(fetched)).toBe(state);
  });

  it('on.2 with a publish_on is scheduled: stored queued with the time, read back scheduled, its job queued', async () => {
    const when = '2031-06-01T12:30:00.000Z';
    const res = await sendForm(owner, {
      'post[type]': 'text',
      'post[two]': 'x',
      'post[state]': 'on.2',
      'post[publish_on]': when,
    });
    expect(res.status, res.raw).toBe(200);
    const id = res.body.response.post.id;
    expect(res.body.response.post).toMatchObject({ state: 'scheduled', publish_on: when });
    expect(await row(id)).toMatchObject({ state: 'queued', is_private: false, published_at: null });
    expect((await row(id)).publish_on?.toISOString()).toBe(when);
    const fetched = (await fetchPost(id)).body.response.post;
    expect([fetched.state, fetched.publish_on]).toEqual(['2', when]);
    expect(stateOnLoad(fetched)).toBe('scheduled');
    const jobs = await sql<{ task_identifier: string; run_at: Date }>`
      SELECT task_identifier, run_at FROM graphile_worker.jobs WHERE key = ${`publish_post:${id}`}
    `.execute(t.deps.db);
    expect(jobs.rows).toHaveLength(1);
    expect(jobs.rows[0]?.task_identifier).toBe('publish_scheduled_post');
    expect(jobs.rows[0]!.run_at.toISOString()).toBe(when);
  });

  it('§4 unapproved is the server’s to give: a new post asking for it (3 or 0 3) is refused', async () => {
    for (const code of ['3', '0 3', 'scheduled-ish']) {
      const res = await sendForm(owner, { 'post[type]': 'text', 'post[two]': 'x', 'post[state]': code });
      expect(res.status, code).toBe(400);
      expect(res.body.errors[0]?.detail).toBe('Invalid "state" value');
    }
  });

  it('§4 a post held for review is fetched as 3 and keeps its state when saved back as 3 or 0 3', async () => {
    const id = await textPost(owner, { title: 'Held' });
    await t.deps.db.updateTable('posts').set({ state: 'unapproved' }).where('id', '=', id).execute();
    const fetched = (await fetchPost(id)).body.response.post;
    expect(fetched.state).toBe('3');
    expect(stateOnLoad(fetched)).toBe('unapproved');
    for (const code of ['3', '0 3']) {
      const res = await sendForm(owner, {
        edit_post_id: id,
        'post[type]': 'text',
        'post[one]': `Held ${code}`,
        'post[state]': code,
      });
      expect(res.status, res.raw).toBe(200);
      expect(await row(id)).toMatchObject({ state: 'unapproved', published_at: null });
    }
  });

  it('§4 transcoding is fetched as 4; saved back as 4 with no video left to convert, it is published', async () => {
    const id = await textPost(owner, { title: 'Converted' });
    await t.deps.db.updateTable('posts').set({ state: 'transcoding' }).where('id', '=', id).execute();
    const fetched = (await fetchPost(id)).body.response.post;
    expect(fetched.state).toBe('4');
    expect(stateOnLoad(fetched)).toBe('transcoding');
    const res = await sendForm(owner, {
      edit_post_id: id,
      'post[type]': 'text',
      'post[one]': 'Converted',
      'post[state]': '4',
    });
    expect(res.status, res.raw).toBe(200);
    expect(await row(id)).toMatchObject({ state: 'published' });
  });
});

describe('editing', () => {
  it('edits in place through edit_post_id and keeps the published date', async () => {
    const id = await textPost(owner, { title: 'Before' });
    const before = (await fetchPost(id)).body.response.post;
    const res = await savePostForm(owner, 'text', { postId: id, title: 'After', body: 'new' }, 'edit');
    expect(res.status).toBe(200);
    expect(res.body.response).toMatchObject({ created_post: false, post: { id, is_edit: true } });
    const after = (await fetchPost(id)).body.response.post;
    expect([after.title, after.body, after.date]).toEqual(['After', '<p>new</p>', before.date]);
  });

  it('accepts the emulated PUT', async () => {
    const id = await textPost(owner);
    const res = await owner.post(
      '/svc/post/update',
      { edit_post_id: id, post: { type: 'text', one: 'Put', state: '0' } },
      { headers: { 'x-http-method-override': 'PUT' } },
    );
    expect(res.status).toBe(200);
    expect((await fetchPost(id)).body.response.post.title).toBe('Put');
  });

  it('keeps the type of a post', async () => {
    const id = await textPost(owner);
    const res = await savePostForm(owner, 'quote', { postId: id, quote: 'q' }, 'edit');
    expect(res.status).toBe(400);
  });

  it('deletes a post', async () => {
    const id = await textPost(owner);
    const res = await owner.post('/svc/post/delete', { post_id: id, channel_id: 'trip' });
    expect(res.body.response).toEqual({ id, deleted: true });
    expect((await fetchPost(id)).status).toBe(404);
  });
});
