import { createReadStream, mkdtempSync, writeFileSync } from 'node:fs';
import { globalAgent } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import tumblr from 'tumblr.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedUp, type TestApp, type TestClient } from '../../../test/test-app.js';
import { startTlsProxy, type TlsProxy } from '../../../test/tls-proxy.js';
import { solidJpeg, taggedMp3 } from '../media/test-files.js';
import { loadViewer, type Viewer } from '../posts/pipeline/viewer.js';
import { reblogKeyOf, textPost } from '../posts/test-posts.js';
import { tumblrUuid } from '../tumblr/blog-uuid.js';
import { loadTumblrPosts } from '../tumblr/present/load-posts.js';
import { presentNpfPost } from '../tumblr/present/npf-post.js';
import { oauth1User, registerApp } from './api-test-kit.js';

/**
 * The writes through the official tumblr.js client, signed with an OAuth 1.0a token from the real
 * three-step flow, through a TLS-terminating proxy (as tumblr-js.test.ts): every answer as api.md
 * documents it, and the posts as the web client shows them.
 */
let t: TestApp;
let proxy: TlsProxy;
let client: tumblr.Client;
let owner: TestClient;
let other: TestClient;
let files: string;

beforeAll(async () => {
  t = await createTestApp({ config: { trustProxy: true } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  proxy = await startTlsProxy((t.app.server.address() as { port: number }).port);
  globalAgent.options.ca = proxy.cert;
  const app = await registerApp(await signedUp(t, 'writes-app'));
  const { person, token, secret } = await oauth1User(t, proxy.origin, app, 'quill');
  owner = person;
  client = tumblr.createClient({
    consumer_key: app.consumer_key,
    consumer_secret: app.consumer_secret,
    token,
    token_secret: secret,
    baseUrl: proxy.origin,
  });
  other = await signedUp(t, 'inkpot');
  files = mkdtempSync(join(tmpdir(), 'tumblr-js-writes-'));
  writeFileSync(join(files, 'a.jpg'), await solidJpeg(300, 200));
  writeFileSync(join(files, 'b.jpg'), await solidJpeg(200, 300));
  writeFileSync(join(files, 'gulls.mp3'), taggedMp3({ title: 'Gulls', artist: 'Pier', album: 'Shore' }));
});
afterAll(async () => {
  await proxy.close();
  await t.close();
});

const file = (name: string) => createReadStream(join(files, name));

/** The post as the web client's permalink shows it. */
async function shown(id: string) {
  const res = await owner.get(`/svc/blog/quill/post/${id}`);
  expect(res.status).toBe(200);
  return res.body.response.post as Record<string, unknown>;
}

async function asNpf(id: string) {
  const userId = (
    await t.deps.db
      .selectFrom('blogs')
      .select('user_id')
      .where('name', '=', 'quill')
      .executeTakeFirstOrThrow()
  ).user_id;
  const viewer = (await loadViewer(t.deps.db, {
    id: 't',
    userId,
    formKey: '',
    currentBlogId: null,
  })) as Viewer;
  const page = await loadTumblrPosts(t.deps.db, [id], viewer);
  return presentNpfPost(page.posts[0]!, page.context);
}

const content = [{ type: 'text' as const, text: 'Ink on paper, again.' }];

describe('tumblr.js writes against Rookery', () => {
  it('createPost (NPF) with tags: the round trip reads back equal through NPF and as the web client’s post', async () => {
    const created = await client.createPost('quill', { content, tags: ['ink', 'paper'] });
    expect(created).toEqual({
      id: expect.stringMatching(/^\d+$/),
      state: 'published',
      display_text: expect.any(String),
    });
    const npf = await asNpf(created.id);
    expect(npf).toMatchObject({ id_string: created.id, content, layout: [], tags: ['ink', 'paper'] });
    expect(await shown(created.id)).toMatchObject({ id: created.id, tags: ['ink', 'paper'] });
    const posts = (await owner.get('/svc/blog/quill/posts')).body.response.posts as { id: string }[];
    expect(posts.map((p) => p.id)).toContain(created.id);
  });

  it('createPost (NPF) with a media upload, then editPost', async () => {
    const created = await client.createPost('quill', {
      content: [{ type: 'image', media: file('a.jpg'), alt_text: 'a sketch' }, ...content],
    });
    const npf = await asNpf(created.id);
    expect(npf.content).toEqual([
      expect.objectContaining({
        type: 'image',
        alt_text: 'a sketch',
        media: [expect.objectContaining({ width: 300, height: 200 })],
      }),
      ...content,
    ]);
    const image = (npf.content as never[])[0] as never;
    const edited = await client.editPost('quill', created.id, {
      content: [image, { type: 'text', text: 'Ink on paper, one more time.' }],
    });
    expect(edited).toEqual({ id: created.id, state: 'published', display_text: 'Your post was updated.' });
    expect((await asNpf(created.id)).content).toEqual([
      image,
      { type: 'text', text: 'Ink on paper, one more time.' },
    ]);
  });

  it('createLegacyPost for each legacy type: { id, id_string }', async () => {
    const made = [
      await client.createLegacyPost('quill', { type: 'text', title: 'Nibs', body: '<p>Steel ones.</p>' }),
      await client.createLegacyPost('quill', {
        type: 'photo',
        caption: 'Two',
        data: [file('a.jpg'), file('b.jpg')],
      }),
      await client.createLegacyPost('quill', { type: 'photo', data: file('b.jpg') }),
      await client.createLegacyPost('quill', { type: 'quote', quote: 'Write every day.', source: 'Someone' }),
      await client.createLegacyPost('quill', { type: 'link', url: 'https://example.com/ink', title: 'Ink' }),
      await client.createLegacyPost('quill', { type: 'chat', conversation: 'A: Ink?\nB: Ink.' }),
      await client.createLegacyPost('quill', { type: 'audio', caption: 'Listen', data: file('gulls.mp3') }),
      await client.createLegacyPost('quill', {
        type: 'video',
        embed: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      }),
    ];
    const types = ['text', 'photo', 'photo', 'quote', 'link', 'chat', 'audio', 'video'];
    for (const [i, answer] of made.entries()) {
      expect(answer).toEqual({ id: Number(answer.id_string), id_string: expect.stringMatching(/^\d+$/) });
      expect(await shown(answer.id_string)).toMatchObject({ type: types[i] });
    }
    expect((await shown(made[1]!.id_string)).photos).toHaveLength(2);
  });

  it('reblogPost (legacy) and an NPF reblog of another blog’s post', async () => {
    const parent = await textPost(other, { title: 'Blots', body: '<p>So many.</p>' });
    const key = await reblogKeyOf(t.deps.db, parent);
    const legacy = await client.reblogPost('quill', { id: parent, reblog_key: key, comment: 'Same here.' });
    expect(legacy).toEqual({ id: Number(legacy.id_string), id_string: expect.any(String) });
    expect(await shown(legacy.id_string)).toMatchObject({ is_reblog: true });
    const blog = await t.deps.db
      .selectFrom('blogs')
      .select('uuid')
      .where('name', '=', 'inkpot')
      .executeTakeFirstOrThrow();
    const npf = await client.createPost('quill', {
      content: [{ type: 'text', text: 'Again.' }],
      parent_tumblelog_uuid: tumblrUuid(blog.uuid),
      parent_post_id: parent,
      reblog_key: key,
    });
    expect(await asNpf(npf.id)).toMatchObject({
      content: [{ type: 'text', text: 'Again.' }],
      trail: [expect.objectContaining({ post: expect.objectContaining({ id: parent }) })],
    });
    await expect(client.reblogPost('quill', { id: parent, reblog_key: 'wrong' })).rejects.toThrow(
      'API error: 404 Not Found',
    );
  });

  it('likePost / unlikePost, followBlog / unfollowBlog, deletePost', async () => {
    const post = await textPost(other, { title: 'Quills', body: '<p>Goose.</p>' });
    const key = await reblogKeyOf(t.deps.db, post);
    expect(await client.likePost(post, key)).toEqual([]);
    expect((await owner.get('/svc/likes')).body.response.posts.map((p: { id: string }) => p.id)).toEqual([
      post,
    ]);
    expect(await client.unlikePost(post, key)).toEqual([]);
    expect(await client.followBlog({ url: 'inkpot.tumblr.com' })).toEqual({
      blog: expect.objectContaining({ name: 'inkpot' }),
    });
    expect(await client.unfollowBlog({ url: 'inkpot.tumblr.com' })).toEqual([]);
    const mine = await client.createPost('quill', { content });
    expect(await client.deletePost('quill', mine.id)).toEqual({ id: Number(mine.id), id_string: mine.id });
    expect((await owner.get(`/svc/blog/quill/post/${mine.id}`)).status).toBe(404);
    await expect(client.deletePost('inkpot', post)).rejects.toThrow('API error: 403 Forbidden');
  });
});
