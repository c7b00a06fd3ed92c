import type { GifSearchResponse, PostForm } from '@rookery/core';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.js';
import { withCustomPlans } from '../../db/custom-plans.js';
import { solidPng, twoFrameGif } from '../media/test-files.js';
import { sendUpload } from '../media/test-upload.js';
import { reblogKeyOf, reblogPost, savePostForm, textPost } from '../posts/test-posts.js';
import { gifSearchStatement } from './gif-search.js';

let t: TestApp;
let ann: TestClient;
let ben: TestClient;
let cat: TestClient;
let visitor: TestClient;
type Named =
  | 'tagged'
  | 'taggedNoted'
  | 'captioned'
  | 'cats'
  | 'small'
  | 'png'
  | 'still'
  | 'text'
  | 'draft'
  | 'private'
  | 'members'
  | 'sensitive'
  | 'bens';
const ids = {} as Record<Named, string>;

/** A photo post of an uploaded image (an animated GIF unless told), as the composer saves one. */
async function photoPost(client: TestClient, data: Buffer, name: string, fields: Partial<PostForm> = {}) {
  const upload = await sendUpload(t, client, { data, name, kind: 'image' });
  expect(upload.status, upload.raw).toBe(200);
  const res = await savePostForm(client, 'photo', {
    photos: [{ id: 'o1', preuploadUrl: upload.body.response.url }],
    ...fields,
  });
  expect(res.status, res.raw).toBe(200);
  return res.body.response.post.id;
}

const gifPost = async (client: TestClient, fields: Partial<PostForm> = {}) =>
  photoPost(client, await twoFrameGif(500, 400), 'loop.gif', fields);

async function like(client: TestClient, id: string) {
  const res = await client.post('/svc/like', { id, key: await reblogKeyOf(t.deps.db, id) });
  expect(res.status, res.raw).toBe(200);
}

const search = (client: TestClient, body: Record<string, unknown>) =>
  client.post<GifSearchResponse>('/svc/search/inline_gif', body);
async function found(client: TestClient, body: Record<string, unknown>) {
  const res = await search(client, body);
  expect(res.status, res.raw).toBe(200);
  return res.body.response.media.map((m) => m.postId);
}

beforeAll(async () => {
  t = await createTestApp();
  ann = t.client();
  await ann.register('ann@example.com', 'ann-loops');
  ben = t.client();
  await ben.register('ben@example.com', 'ben-loops');
  cat = t.client();
  await cat.register('cat@example.com', 'cat-loops');
  visitor = await t.client().start();

  ids.captioned = await gifPost(ann, { caption: '<p>We <b>dance</b> all night.</p>', tags: ['night'] });
  ids.tagged = await gifPost(ann, {
    caption: '<p>Look at them go.</p>',
    tags: ['gif', 'dance', 'party', 'fun', 'loop'],
  });
  ids.taggedNoted = await gifPost(cat, { caption: '<p>Again!</p>', tags: ['Dance'] });
  ids.cats = await gifPost(cat, { caption: '<p>A cat.</p>', tags: ['cats'] });
  ids.small = await photoPost(cat, await twoFrameGif(200, 100), 'small.gif', { tags: ['tiny', 'dance'] });
  ids.png = await photoPost(ann, await solidPng(500, 400), 'still.png', { tags: ['dance'] });
  const stillGif = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#abcdef' } })
    .gif()
    .toBuffer();
  ids.still = await photoPost(ann, stillGif, 'still.gif', { tags: ['dance'] });
  ids.text = await textPost(ann, { title: 'Dance', body: '<p>dance dance</p>', tags: ['dance'] });
  ids.draft = await gifPost(ann, { tags: ['dance'], state: 'draft' });
  ids.private = await gifPost(ann, { tags: ['dance'], state: 'private' });
  ids.members = await gifPost(ann, { tags: ['dance'], members_only: true });
  ids.sensitive = await gifPost(cat, { tags: ['dance'], owner_flagged_nsfw: true });
  ids.bens = await gifPost(ben, { tags: ['dance', 'ben'] });
  for (const liker of [ben, cat]) await like(liker, ids.taggedNoted);
  await like(ben, ids.cats);
  // A reblog carries its root's GIF: only the root is found.
  const reblog = await reblogPost(ben, 'ben-loops', ids.tagged, await reblogKeyOf(t.deps.db, ids.tagged), {
    tags: ['dance'],
  });
  expect(reblog.status, reblog.raw).toBe(200);
}, 60_000);
afterAll(() => t.close());

describe('POST /svc/search/inline_gif', () => {
  it('ranks tagged GIFs with more notes first, then tagged, then captioned', async () => {
    const order = await found(visitor, { q: 'dance' });
    expect(order.slice(0, 2)).toEqual([ids.taggedNoted, ids.tagged]);
    expect(order.indexOf(ids.captioned)).toBeGreaterThan(order.indexOf(ids.tagged));
    expect(new Set(order)).toEqual(
      new Set([ids.taggedNoted, ids.tagged, ids.captioned, ids.small, ids.bens]),
    );
  });

  it('finds only original posts of animated GIFs: no PNG, still GIF, text post or reblog', async () => {
    const order = await found(visitor, { q: 'dance' });
    for (const other of [ids.png, ids.still, ids.text]) expect(order).not.toContain(other);
    expect(order.filter((id) => id === ids.tagged)).toHaveLength(1);
  });

  it('answers the spec fields, reported 250 wide, with the 250-px copy as the image', async () => {
    const res = await search(visitor, { q: 'party' });
    expect(res.status, res.raw).toBe(200);
    const [gif] = res.body.response.media;
    expect(res.body.response.message).toBeUndefined();
    expect(gif).toMatchObject({
      postId: ids.tagged,
      postBlog: 'ann-loops',
      rootBlog: 'ann-loops',
      rootBlogUrl: '/ann-loops',
      postUrl: `/ann-loops/post/${ids.tagged}`,
      rootPostUrl: `/ann-loops/post/${ids.tagged}`,
      rootPostUrlHash: expect.stringMatching(/^[0-9a-f]{16}$/),
      postTags: ['gif', 'dance', 'party', 'fun', 'loop'],
      popularSearchTag: 'party',
      width: 250,
      height: 200,
      summary: 'Look at them go.',
      original: { width: 500, height: 400 },
    });
    expect(gif?.rootBlogKey).toBe(gif?.postBlogUuid);
    expect(gif?.mediaUrl).toMatch(/^\/media\/uploads\/image\/[0-9a-f-]+_250\.gif$/);
    expect(gif?.original.url).toBe(gif?.mediaUrl.replace('_250.gif', '.gif'));
    const file = await t.app.inject({ url: gif!.mediaUrl });
    expect(file.statusCode).toBe(200);
    expect(await sharp(file.rawPayload, { animated: true }).metadata()).toMatchObject({
      width: 250,
      pages: 2,
      pageHeight: 200,
    });
  });

  it('reports a GIF narrower than 250 px at width 250 too, with its own file', async () => {
    const [gif] = (await search(visitor, { q: 'tiny' })).body.response.media;
    expect(gif).toMatchObject({ postId: ids.small, width: 250, height: 125 });
    expect(gif?.mediaUrl).toBe(gif?.original.url);
  });

  it('takes a limit up to 200, the default', async () => {
    expect(await found(visitor, { q: 'dance', limit: 2 })).toEqual([ids.taggedNoted, ids.tagged]);
    expect(await found(visitor, { q: 'dance', limit: '200' })).toHaveLength(5);
    for (const limit of [201, 0, -1, 1.5, 'ten']) {
      const res = await search(visitor, { q: 'dance', limit });
      expect(res.status, `limit ${limit}`).toBe(400);
      expect(res.body.errors[0]).toMatchObject({ detail: 'Ask for between 1 and 200 GIFs.', field: 'limit' });
    }
  });

  it('never finds drafts, private or members-only posts, not even for their owner', async () => {
    const mine = await found(ann, { q: 'dance' });
    for (const hidden of [ids.draft, ids.private, ids.members]) expect(mine).not.toContain(hidden);
  });

  it('hides sensitive GIFs from visitors and in safe search, the default', async () => {
    expect(await found(visitor, { q: 'dance' })).not.toContain(ids.sensitive);
    expect(await found(visitor, { q: 'dance', filter_nsfw: false })).not.toContain(ids.sensitive);
    expect(await found(ann, { q: 'dance' })).not.toContain(ids.sensitive);
    // Safe mode, on for a new account (issue 19), keeps them hidden whatever the search asks.
    expect(await found(ann, { q: 'dance', filter_nsfw: 'false' })).not.toContain(ids.sensitive);
    expect((await ann.post('/svc/account/settings', { safe_mode: false })).status).toBe(200);
    expect(await found(ann, { q: 'dance', filter_nsfw: 'false' })).toContain(ids.sensitive);
    expect((await ann.post('/svc/account/settings', { safe_mode: true })).status).toBe(200);
  });

  it('leaves out the blogs a reader blocks and those that block them', async () => {
    const block = await ann.post('/svc/block/add', {
      tumblelog: 'ann-loops',
      blocked_tumblelog: 'ben-loops',
    });
    expect(block.status, block.raw).toBe(200);
    try {
      expect(await found(ann, { q: 'dance' })).not.toContain(ids.bens);
      const bens = await found(ben, { q: 'dance' });
      expect(bens).not.toContain(ids.tagged);
      expect(bens).toContain(ids.taggedNoted);
    } finally {
      await ann.post('/svc/block/remove', { tumblelog: 'ann-loops', blocked_tumblelog: 'ben-loops' });
    }
    expect(await found(ann, { q: 'dance' })).toContain(ids.bens);
  });

  it('answers an empty list when nothing matches, without a message', async () => {
    const res = await search(visitor, { q: 'zebra' });
    expect(res.status).toBe(200);
    expect(res.body.response).toEqual({ media: [] });
  });

  it('answers the most noted recent GIFs for an empty query, trimmed and lowercased like any', async () => {
    const order = await found(visitor, { q: '   ' });
    expect(order.slice(0, 2)).toEqual([ids.taggedNoted, ids.cats]);
    expect(order).toHaveLength(6);
    expect(await found(visitor, { q: '  DANCE ' })).toEqual(await found(visitor, { q: 'dance' }));
  });

  it('says a word of care before the results of a search for self-harm', async () => {
    const res = await search(visitor, { q: 'Self Harm' });
    expect(res.body.response).toEqual({
      media: [],
      message: { header: 'Everything okay?', body: expect.stringContaining('alone') },
    });
  });

  it('takes a form body and refuses bad input with a 400, never a 500', async () => {
    const form = await visitor.post<GifSearchResponse>('/svc/search/inline_gif', undefined, {
      form: 'q=party&limit=5&context=editor',
    });
    expect(form.status, form.raw).toBe(200);
    expect(form.body.response.media.map((m) => m.postId)).toEqual([ids.tagged]);
    for (const body of [{ q: 5 }, { q: ['a', 'b'] }, { q: 'x'.repeat(201) }, { context: 'x'.repeat(201) }]) {
      const res = await search(visitor, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await search(visitor, { q: 'x'.repeat(201) })).body.errors[0]?.detail).toBe(
      'Search for a GIF in at most 200 characters.',
    );
    // Symbols and operators alone find nothing rather than fail.
    expect(await found(visitor, { q: '!!! & | ( -' })).toEqual([]);
  });

  it('needs the form key, like every POST', async () => {
    const res = await visitor.post('/svc/search/inline_gif', { q: 'dance' }, { formKey: null });
    expect(res.status).toBe(403);
  });
});

describe('the plan', () => {
  beforeAll(async () => {
    // A site of many GIF posts with fresh statistics, as the planner meets it: a word on every
    // one of them, and the few posts above with rarer words.
    const photos = JSON.stringify([
      { id: 'o1', key: 'uploads/image/x.gif', width: 500, height: 400, caption: '', animated: true },
    ]);
    await sql`insert into posts (blog_id, type, state, published_at, one, photos, reblog_key)
      select b.id, 'photo', 'published', now() - make_interval(mins => g), '<p>filler words</p>', ${photos}::jsonb, 'k' || g
      from blogs b, generate_series(1, 20000) g where b.name = 'cat-loops'`.execute(t.deps.db);
    await sql`analyze posts`.execute(t.deps.db);
  }, 60_000);

  /** The plan PostgreSQL makes for the statement with its term, as the route runs it. */
  async function planOf(q: string): Promise<string> {
    const input = { q, limit: 200, filter_nsfw: true };
    return withCustomPlans(t.deps.db, async (tx) => {
      const { rows } = await sql<{
        'QUERY PLAN': string;
      }>`explain ${gifSearchStatement(null, input)}`.execute(tx);
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
  }

  it('reads a rare word through the full-text index, a common one and none by walking the GIFs', async () => {
    expect(await planOf('dance')).toMatch(/Bitmap Index Scan on posts_search_idx/);
    expect(await planOf('filler')).toMatch(/Index Scan using posts_gif_idx/);
    expect(await planOf('')).toMatch(/Index Scan using posts_gif_idx/);
  });
});
