import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows } from '../../../test/count-rows.js';
import { createTestApp, signedUp, type TestApp, type TestClient } from '../../../test/test-app.js';
import { solidJpeg, taggedMp3 } from '../media/test-files.js';
import { reblogKeyOf, textPost } from '../posts/test-posts.js';
import { type apiAs, apiWriter, refused } from './write-test-kit.js';

/**
 * The legacy post writes through HTTP (api.md `/post`, `/post/edit`, `/post/reblog`,
 * `/post/delete`): each type made, each answer as documented, the post as the web client shows it.
 */
let t: TestApp;
let writer: ReturnType<typeof apiAs>;
let lena: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  ({ writer, browser: lena } = await apiWriter(t, 'lena'));
});
afterAll(() => t.close());

/** The post as the web client's permalink shows it to its owner. */
async function shown(id: string) {
  const res = await lena.get(`/svc/blog/lena/post/${id}`);
  expect(res.status).toBe(200);
  return res.body.response as { post: Record<string, unknown> };
}

const created = { status: 201, msg: 'Created' };
const idOf = (res: { body: { response: { id_string: string } } }) => res.body.response.id_string;

describe('legacy create: each type, 201 with id and id_string', () => {
  it.each([
    ['text', { title: 'Harbour notes', body: '<p>Three <b>boats</b>.</p>' }],
    ['quote', { quote: 'The sea is everything.', source: 'Jules Verne' }],
    ['link', { url: 'https://example.com/boats', title: 'Boats', description: '<p>A page about boats.</p>' }],
    ['chat', { title: 'At the pier', conversation: 'Ann: Boats!\nBen: Where?' }],
    ['video', { embed: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', caption: '<p>A song.</p>' }],
  ])('%s', async (type, params) => {
    const res = await writer.form('/v2/blog/lena/post', { type, tags: 'sea,notes', ...params });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      meta: created,
      response: { id: Number(idOf(res)), id_string: expect.stringMatching(/^\d+$/) },
    });
    const { post } = await shown(idOf(res));
    expect(post).toMatchObject({ id: idOf(res), type, tags: ['sea', 'notes'] });
  });

  it('photo: several files sent as data make a photoset', async () => {
    const files = {
      'data[0]': { data: await solidJpeg(200, 100), name: 'a.jpg', type: 'image/jpeg' },
      'data[1]': { data: await solidJpeg(100, 200), name: 'b.jpg', type: 'image/jpeg' },
    };
    const res = await writer.multipart(
      'POST',
      '/v2/blog/lena/post',
      { type: 'photo', caption: 'Two' },
      files,
    );
    expect(res.status).toBe(201);
    const { post } = await shown(idOf(res));
    expect(post).toMatchObject({ type: 'photo' });
    expect(post.photos).toHaveLength(2);
  });

  it('photo: a file sent as data64', async () => {
    const data64 = (await solidJpeg(120, 80)).toString('base64');
    const res = await writer.form('/v2/blog/lena/post', { type: 'photo', data64 });
    expect(res.status).toBe(201);
    expect((await shown(idOf(res))).post.photos).toHaveLength(1);
  });

  it('audio: a file sent as data', async () => {
    const mp3 = taggedMp3({ title: 'Gulls', artist: 'The Pier', album: 'Shore' });
    const res = await writer.multipart(
      'POST',
      '/v2/blog/lena/post',
      { type: 'audio', caption: 'Listen' },
      { data: { data: mp3, name: 'gulls.mp3', type: 'audio/mpeg' } },
    );
    expect(res.status).toBe(201);
    expect((await shown(idOf(res))).post).toMatchObject({ type: 'audio' });
  });

  it('bad input: 400 in Tumblr’s shape, nothing saved', async () => {
    const posts = await countRows(t.deps.db, 'posts');
    expect(await writer.form('/v2/blog/lena/post', { type: 'quote' })).toEqual({
      status: 400,
      body: refused(400, 'Bad Request', "A quote post needs 'quote'."),
    });
    expect((await writer.form('/v2/blog/lena/post', { type: 'poem', body: 'x' })).status).toBe(400);
    expect((await writer.form('/v2/blog/lena/post', { body: 'x', format: 'rtf' })).status).toBe(400);
    expect(await countRows(t.deps.db, 'posts')).toBe(posts);
  });
});

describe('legacy edit, reblog, delete', () => {
  it('edits with id: 200, the change shown', async () => {
    const made = await writer.form('/v2/blog/lena/post', { type: 'text', body: 'First' });
    const id = idOf(made);
    const res = await writer.form('/v2/blog/lena/post/edit', { id, type: 'text', body: '<p>Second</p>' });
    expect(res).toEqual({
      status: 200,
      body: { meta: { status: 200, msg: 'OK' }, response: { id: Number(id), id_string: id } },
    });
    expect(JSON.stringify((await shown(id)).post)).toContain('Second');
    expect((await writer.form('/v2/blog/lena/post/edit', { id: '999999999', body: 'x' })).status).toBe(404);
  });

  it('reblogs with id and reblog_key: 201; a wrong key: 404, nothing saved', async () => {
    const mia = await signedUp(t, 'mia');
    const parent = await textPost(mia, { title: 'Gull', body: '<p>Loud.</p>' });
    const posts = await countRows(t.deps.db, 'posts');
    expect(await writer.form('/v2/blog/lena/post/reblog', { id: parent, reblog_key: 'wrong' })).toEqual({
      status: 404,
      body: refused(404, 'Not Found', 'Post not found.'),
    });
    expect(await countRows(t.deps.db, 'posts')).toBe(posts);
    const key = await reblogKeyOf(t.deps.db, parent);
    const res = await writer.form('/v2/blog/lena/post/reblog', {
      id: parent,
      reblog_key: key,
      comment: 'So loud.',
    });
    expect(res.status).toBe(201);
    expect(res.body.meta).toEqual(created);
    const { post } = await shown(idOf(res));
    expect(post).toMatchObject({ is_reblog: true });
  });

  it('deletes with id: 200, the post gone; another blog’s post: 404', async () => {
    const made = await writer.form('/v2/blog/lena/post', { type: 'text', body: 'Going' });
    const id = idOf(made);
    expect(await writer.form('/v2/blog/lena/post/delete', { id })).toEqual({
      status: 200,
      body: { meta: { status: 200, msg: 'OK' }, response: { id: Number(id), id_string: id } },
    });
    expect((await lena.get(`/svc/blog/lena/post/${id}`)).status).toBe(404);
    const other = await textPost(await signedUp(t, 'ned'));
    expect((await writer.form('/v2/blog/lena/post/delete', { id: other })).status).toBe(404);
    expect((await writer.form('/v2/blog/ned/post/delete', { id: other })).status).toBe(403);
  });
});
