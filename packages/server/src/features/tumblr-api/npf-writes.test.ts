import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows } from '../../../test/count-rows.js';
import { createTestApp, signedUp, type TestApp, type TestClient } from '../../../test/test-app.js';
import { solidJpeg } from '../media/test-files.js';
import { loadViewer, type Viewer } from '../posts/pipeline/viewer.js';
import { reblogKeyOf, textPost } from '../posts/test-posts.js';
import { tumblrUuid } from '../tumblr/blog-uuid.js';
import { loadTumblrPosts } from '../tumblr/present/load-posts.js';
import { presentNpfPost } from '../tumblr/present/npf-post.js';
import type { RegisteredApp } from './api-test-kit.js';
import { bearerFor } from './oauth2-test-kit.js';
import { apiAs, apiWriter, refused } from './write-test-kit.js';

/**
 * The NPF writes through HTTP (api.md `/posts`, `/posts/{post-id}`): each answer as documented, the
 * post then read as the web client reads it (/svc) and back through NPF; and the refusals.
 */
let t: TestApp;
let app: RegisteredApp;
let writer: ReturnType<typeof apiAs>;
let nora: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  ({ app, writer, browser: nora } = await apiWriter(t, 'nora'));
});
afterAll(() => t.close());

/** The post as NPF presents it to its owner (the read endpoints present with the same functions). */
async function asNpf(id: string): Promise<Record<string, unknown>> {
  const session = { id: 't', userId: await userIdOf('nora'), formKey: '', currentBlogId: null };
  const viewer = (await loadViewer(t.deps.db, session)) as Viewer;
  const page = await loadTumblrPosts(t.deps.db, [id], viewer);
  return presentNpfPost(page.posts[0]!, page.context);
}
const userIdOf = async (name: string) =>
  (await t.deps.db.selectFrom('blogs').select('user_id').where('name', '=', name).executeTakeFirstOrThrow())
    .user_id;

const content = [
  { type: 'text', text: 'Sketches from the harbour' },
  { type: 'text', text: 'Three boats and a crane.', formatting: [{ type: 'bold', start: 0, end: 11 }] },
];

describe('NPF create', () => {
  it('creates a post with tags: 201 with id, state and display_text; the web client shows it; NPF reads it back', async () => {
    const res = await writer.json('POST', '/v2/blog/nora/posts', { content, tags: 'harbour,boats' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      meta: { status: 201, msg: 'Created' },
      response: { id: expect.stringMatching(/^\d+$/), state: 'published', display_text: expect.any(String) },
    });
    const id = res.body.response.id;
    const page = await nora.get(`/svc/blog/nora/posts`);
    const shown = page.body.response.posts.find((p: { id: string }) => p.id === id);
    expect(shown).toMatchObject({ id, tags: ['harbour', 'boats'] });
    const npf = await asNpf(id);
    expect(npf).toMatchObject({ id_string: id, tags: ['harbour', 'boats'], state: 'published', content });
  });

  it('creates a photo post from a media part named by its identifier, kept as the user’s upload', async () => {
    const before = await countRows(t.deps.db, 'media');
    const json = JSON.stringify({
      content: [
        {
          type: 'image',
          media: [{ type: 'image/jpeg', identifier: 'harbour-jpg' }],
          alt_text: 'the harbour',
        },
      ],
      state: 'draft',
    });
    const res = await writer.multipart(
      'POST',
      '/v2/blog/nora/posts',
      { json },
      { 'harbour-jpg': { data: await solidJpeg(320, 240), name: 'harbour.jpg', type: 'image/jpeg' } },
    );
    expect(res.status).toBe(201);
    expect(res.body.response).toMatchObject({ state: 'draft' });
    expect(await countRows(t.deps.db, 'media')).toBe(before + 1);
    const npf = await asNpf(res.body.response.id);
    expect(npf.content).toEqual([
      expect.objectContaining({
        type: 'image',
        alt_text: 'the harbour',
        media: [
          expect.objectContaining({
            type: 'image/jpeg',
            width: 320,
            height: 240,
            url: expect.stringContaining('/media/'),
          }),
        ],
      }),
    ]);
  });

  it('edits a post with PUT: 200 with its id, the change read back', async () => {
    const { body } = await writer.json('POST', '/v2/blog/nora/posts', { content });
    const id = body.response.id;
    const edited = [{ type: 'text', text: 'Four boats, in the end.' }];
    const res = await writer.json('PUT', `/v2/blog/nora/posts/${id}`, { content: edited, tags: 'boats' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      meta: { status: 200, msg: 'OK' },
      response: { id, state: 'published', display_text: 'Your post was updated.' },
    });
    expect(await asNpf(id)).toMatchObject({ content: edited, tags: ['boats'] });
    expect((await writer.json('PUT', '/v2/blog/nora/posts/123', { content })).status).toBe(404);
    // Emulated HTTP: a POST acting as PUT edits; a plain POST is no edit.
    const emulated = await t.app.inject({
      method: 'POST',
      url: `/v2/blog/nora/posts/${id}`,
      headers: { authorization: writer.authorization, 'x-http-method-override': 'PUT' },
      payload: { content },
    });
    expect(emulated.statusCode).toBe(200);
    expect((await asNpf(id)).content).toEqual(content);
    expect((await writer.json('POST', `/v2/blog/nora/posts/${id}`, { content })).status).toBe(405);
  });

  it('reblogs with parent_tumblelog_uuid, parent_post_id and reblog_key; a wrong key: 400.8002, nothing saved', async () => {
    const pia = await signedUp(t, 'pia');
    const parentId = await textPost(pia, { title: 'Lighthouse', body: '<p>At night.</p>' });
    const key = await reblogKeyOf(t.deps.db, parentId);
    const blog = await t.deps.db
      .selectFrom('blogs')
      .select('uuid')
      .where('name', '=', 'pia')
      .executeTakeFirstOrThrow();
    const parent = { parent_tumblelog_uuid: tumblrUuid(blog.uuid), parent_post_id: parentId };
    const posts = await countRows(t.deps.db, 'posts');
    const wrong = await writer.json('POST', '/v2/blog/nora/posts', {
      ...parent,
      reblog_key: 'nope',
      content,
    });
    expect(wrong).toEqual({
      status: 400,
      body: refused(400, 'Bad Request', 'The post to reblog was not found, or may not be reblogged.', 8002),
    });
    expect(await countRows(t.deps.db, 'posts')).toBe(posts);
    const res = await writer.json('POST', '/v2/blog/nora/posts', {
      ...parent,
      reblog_key: key,
      content: [{ type: 'text', text: 'Lovely.' }],
    });
    expect(res.status).toBe(201);
    const npf = await asNpf(res.body.response.id);
    expect(npf).toMatchObject({
      content: [{ type: 'text', text: 'Lovely.' }],
      trail: [expect.objectContaining({ post: expect.objectContaining({ id: parentId }) })],
    });
  });
});

describe('NPF refusals', () => {
  it('bad input: 400 with Tumblr’s code, nothing saved', async () => {
    const posts = await countRows(t.deps.db, 'posts');
    const media = await countRows(t.deps.db, 'media');
    expect(await writer.json('POST', '/v2/blog/nora/posts', { content: 'words' })).toEqual({
      status: 400,
      body: refused(400, 'Bad Request', "'content' must be an array.", 8001),
    });
    expect((await writer.json('POST', '/v2/blog/nora/posts', { content: [] })).status).toBe(400);
    expect((await writer.json('POST', '/v2/blog/nora/posts', { content, state: 'sideways' })).status).toBe(
      400,
    );
    const missing = await writer.json('POST', '/v2/blog/nora/posts', {
      content: [{ type: 'image', media: [{ type: 'image/jpeg', identifier: 'never-sent' }] }],
    });
    expect(missing).toEqual({
      status: 400,
      body: refused(400, 'Bad Request', "No file was sent for the media 'never-sent'.", 8005),
    });
    const junk = await writer.multipart(
      'POST',
      '/v2/blog/nora/posts',
      { json: JSON.stringify({ content: [{ type: 'image', media: [{ identifier: 'pic' }] }] }) },
      { pic: { data: Buffer.from('not a picture at all'), name: 'pic.jpg', type: 'image/jpeg' } },
    );
    expect(junk.status).toBe(400);
    expect(junk.body.errors[0]).toMatchObject({ title: 'Bad Request', code: 8005 });
    expect(await countRows(t.deps.db, 'posts')).toBe(posts);
    expect(await countRows(t.deps.db, 'media')).toBe(media);
  });

  it('an API key: 401; a read-only grant: 403; another user’s blog: 403', async () => {
    const key = await t.app.inject({
      method: 'POST',
      url: `/v2/blog/nora/posts?api_key=${app.consumer_key}`,
      payload: { content },
    });
    expect(key.statusCode).toBe(401);
    const reader = apiAs(t, (await bearerFor(t, app, 'reader', 'basic')).access_token);
    expect(await reader.json('POST', '/v2/blog/reader/posts', { content })).toEqual({
      status: 403,
      body: refused(
        403,
        'Forbidden',
        'This token may only read: ask for the write scope to post, like or follow.',
      ),
    });
    await signedUp(t, 'olga');
    expect(await writer.json('POST', '/v2/blog/olga/posts', { content })).toEqual({
      status: 403,
      body: refused(403, 'Forbidden', 'This token may only act on its own user’s blogs.'),
    });
  });
});
