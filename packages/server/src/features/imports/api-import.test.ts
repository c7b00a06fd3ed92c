import { deriveState, importMessages, messages } from '@rookery/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows } from '../../../test/count-rows.js';
import { type PageServer, startPageServer } from '../../../test/page-server.js';
import { createTestApp, signedUp, type TestApp, type TestClient } from '../../../test/test-app.js';
import { solidJpeg, solidPng, taggedMp3 } from '../media/test-files.js';
import { OUTSIDE_TRAIL_POST_ID } from '../tumblr/reblog.js';
import { unmapped } from '../tumblr/unmapped.js';
import { importReasons } from './reasons.js';
import { latestImport, postsOf, sendImport, typeCounts } from './test-import.js';

let t: TestApp;
let owner: TestClient;
/** Stands in for Tumblr's media hosts. */
let media: PageServer;
let dump: Buffer;

const HOUR = 3600;
const now = Math.floor(Date.now() / 1000);

/** The fields every post of the API has (api.md), then the type's own. */
const post = (id: number, type: string, more: Record<string, unknown>) => ({
  blog_name: 'tumbleweed',
  id,
  id_string: String(id),
  post_url: `https://tumbleweed.tumblr.com/post/${id}`,
  type,
  date: '2015-06-01 12:00:00 GMT',
  timestamp: 1433160000 + id,
  state: 'published',
  format: 'html',
  reblog_key: 'abc',
  tags: [],
  ...more,
});

/**
 * A dump as a script fetching /posts page by page keeps it: a list of the API's answers. Legacy
 * posts of every type, NPF posts (an image, a reblog with its trail, an ask), in every state.
 */
function makeDump(base: string): Buffer {
  const legacy = [
    post(2001, 'text', {
      slug: 'my-first-post',
      tags: ['first', 'hello world'],
      title: 'Hello',
      body: '<p>First <b>words</b>.</p>',
    }),
    post(2002, 'photo', {
      caption: '<p>A photo</p>',
      photos: [
        {
          caption: '',
          original_size: { width: 64, height: 48, url: `${base}/media/a_1280.jpg` },
          alt_sizes: [],
        },
      ],
    }),
    post(2003, 'photo', {
      caption: '<p>A photoset</p>',
      photoset_layout: '2',
      photos: [
        { caption: 'left', alt_sizes: [{ width: 32, height: 32, url: `${base}/media/b_500.jpg` }] },
        { caption: 'right', alt_sizes: [{ width: 20, height: 10, url: `${base}/media/c_500.png` }] },
      ],
    }),
    post(2004, 'quote', {
      state: 'draft',
      text: 'Simplicity is prerequisite for reliability.',
      source: 'Edsger Dijkstra',
    }),
    post(2005, 'link', {
      state: 'private',
      title: 'Rookery',
      url: 'https://example.com/rookery',
      description: '<p>Where we moved.</p>',
    }),
    post(2006, 'chat', {
      state: 'queued',
      scheduled_publish_time: now + 48 * HOUR,
      title: 'A talk',
      dialogue: [
        { label: 'A:', name: 'A', phrase: 'Hi' },
        { label: 'B:', name: 'B', phrase: 'Hello' },
      ],
    }),
    post(2007, 'audio', {
      caption: '<p>A song</p>',
      audio_type: 'tumblr',
      audio_url: `${base}/media/song.mp3`,
      album_art: `${base}/media/art.jpg`,
      artist: 'Ada',
      track_name: 'Loom Song',
    }),
    post(2008, 'video', {
      caption: '<p>A film</p>',
      player: [
        { width: 500, embed_code: '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>' },
      ],
    }),
    post(2009, 'answer', {
      asking_name: 'curious-cat',
      question: 'Why the move?',
      answer: '<p>Ten years is enough.</p>',
    }),
    post(2010, 'poll', { question: 'Which?' }),
  ];
  const npf = [
    post(2011, 'text', {
      state: 'queued',
      scheduled_publish_time: now - 48 * HOUR,
      content: [{ type: 'text', text: 'Waiting in the queue' }],
    }),
    post(2012, 'photo', {
      content: [
        {
          type: 'image',
          media: [{ type: 'image/jpeg', url: `${base}/media/d_1280.jpg`, width: 64, height: 48 }],
          alt_text: 'a loom',
        },
        { type: 'text', text: 'A loom', formatting: [{ start: 2, end: 6, type: 'bold' }] },
      ],
    }),
    post(2013, 'photo', {
      content: [{ type: 'text', text: 'so good' }],
      trail: [
        {
          post: { id: '1234' },
          blog: { name: 'origin-artist' },
          content: [
            {
              type: 'image',
              media: [{ type: 'image/jpeg', url: `${base}/media/e_1280.jpg`, width: 64, height: 48 }],
            },
            { type: 'text', text: 'my painting' },
          ],
          layout: [],
        },
        {
          post: { id: '3456' },
          blog: { name: 'middle-blog' },
          content: [{ type: 'text', text: 'wow' }],
          layout: [],
        },
      ],
    }),
    post(2014, 'answer', {
      content: [
        { type: 'text', text: 'Do you like engines?' },
        {
          type: 'text',
          text: 'Very much.',
          formatting: [{ start: 0, end: 4, type: 'color', hex: '#ff0000' }],
        },
      ],
      layout: [{ type: 'ask', blocks: [0] }],
    }),
  ];
  const page = (posts: unknown[]) => ({
    meta: { status: 200, msg: 'OK' },
    response: { blog: { name: 'tumbleweed' }, posts },
  });
  return Buffer.from(JSON.stringify([page(legacy.slice(0, 7)), page([...legacy.slice(7), ...npf])]));
}

beforeAll(async () => {
  media = await startPageServer({
    '/media/a_1280.jpg': { type: 'image/jpeg', body: await solidJpeg(64, 48) },
    '/media/b_500.jpg': { type: 'image/jpeg', body: await solidJpeg(32, 32) },
    '/media/c_500.png': { type: 'image/png', body: await solidPng(20, 10) },
    '/media/d_1280.jpg': { type: 'image/jpeg', body: await solidJpeg(64, 48) },
    '/media/e_1280.jpg': { type: 'image/jpeg', body: await solidJpeg(64, 48) },
    '/media/art.jpg': { type: 'image/jpeg', body: await solidJpeg(50, 50) },
    '/media/song.mp3': {
      type: 'audio/mpeg',
      body: taggedMp3({ title: 'Loom Song', artist: 'Ada', album: 'Engines' }),
    },
  });
  t = await createTestApp({ config: { fetchTestAllow: [media.hostPort] } });
  owner = await signedUp(t, 'tumbleweed');
  dump = makeDump(media.base);
});
afterAll(async () => {
  await t.close();
  await media.close();
});

describe('importing a Tumblr API dump', () => {
  it('brings legacy and NPF posts over by type, their media fetched from Tumblr and stored here', async () => {
    const res = await sendImport(t, owner, 'tumbleweed', {
      data: dump,
      name: 'posts.json',
      type: 'application/json',
    });
    expect(res.status).toBe(200);
    expect(res.body.response.import).toMatchObject({ kind: 'tumblr_api', status: 'queued' });
    await t.runJobs();

    const done = await latestImport(owner, 'tumbleweed');
    expect(done).toMatchObject({ status: 'done', done: 14, total: 14 });
    expect(done.counts).toEqual({
      imported: { text: 2, photo: 4, quote: 1, link: 1, chat: 1, audio: 1, video: 1, answer: 2 },
      media: 7,
      existing: 0,
      skipped: 1,
    });
    expect(done.report).toEqual(
      expect.arrayContaining([
        { reason: unmapped.unknownType('poll'), count: 1, posts: ['2010'] },
        { reason: unmapped.textColour, count: 1, posts: ['2014'] },
      ]),
    );
    const posts = await postsOf(t, 'tumbleweed');
    expect(typeCounts(posts)).toEqual({
      text: 2,
      photo: 4,
      quote: 1,
      link: 1,
      chat: 1,
      audio: 1,
      video: 1,
      answer: 2,
    });
    expect(await countRows(t.deps.db, 'media')).toBe(7);
  });

  it('keeps states, dates, slugs and tags: drafts, private, scheduled and queued posts stay so', async () => {
    const posts = await postsOf(t, 'tumbleweed');
    const byType = (type: string) => posts.filter((p) => p.type === type);
    const first = byType('text')[0]!;
    expect(first).toMatchObject({
      one: 'Hello',
      two: '<p>First <b>words</b>.</p>',
      slug: 'my-first-post',
      tags: ['first', 'hello world'],
    });
    expect(deriveState(first)).toBe('published');
    expect(first.published_at?.toISOString()).toBe(new Date((1433160000 + 2001) * 1000).toISOString());
    expect(deriveState(byType('quote')[0]!)).toBe('draft');
    expect(deriveState(byType('link')[0]!)).toBe('private');
    const chat = byType('chat')[0]!;
    expect(deriveState(chat)).toBe('scheduled');
    expect(chat.publish_on?.toISOString()).toBe(new Date((now + 48 * HOUR) * 1000).toISOString());
    expect(chat.two).toBe('A: Hi\nB: Hello');
    const queued = byType('text')[1]!;
    expect(deriveState(queued)).toBe('queued');
    expect(queued.two).toBe('<p>Waiting in the queue</p>');
  });

  it('stores photos, audio and album art as uploads; keeps the reblog trail and the asks', async () => {
    const posts = await postsOf(t, 'tumbleweed');
    const photoset = posts.find((p) => p.type === 'photo' && p.photos.length === 2)!;
    expect(photoset).toMatchObject({ extra: { layout: '2' } });
    expect(photoset.photos.map((p) => p.caption)).toEqual(['left', 'right']);
    for (const photo of photoset.photos) expect(await t.deps.media.exists(photo.key)).toBe(true);
    const audio = posts.find((p) => p.type === 'audio')!;
    expect(audio.media_key).toMatch(/^uploads\/audio\//);
    expect(audio.extra.album_art).toMatch(/^\/media\/uploads\/image\//);
    expect(posts.find((p) => p.type === 'video')!.one).toContain('youtube-nocookie.com/embed/dQw4w9WgXcQ');

    const reblog = posts.find((p) => p.is_reblog)!;
    expect(reblog).toMatchObject({
      type: 'photo',
      one: '<p>so good</p>',
      parent_post_id: null,
      root_post_id: null,
    });
    expect(reblog.photos).toHaveLength(1);
    expect(reblog.trail).toEqual([
      {
        blog_name: 'origin-artist',
        post_id: OUTSIDE_TRAIL_POST_ID,
        content: '<p>my painting</p>',
        is_root: true,
      },
      { blog_name: 'middle-blog', post_id: OUTSIDE_TRAIL_POST_ID, content: '<p>wow</p>', is_root: false },
    ]);
    const answers = posts.filter((p) => p.type === 'answer');
    expect(answers.map((a) => [a.one, a.extra.asking_name])).toEqual([
      ['Why the move?', 'curious-cat'],
      ['Do you like engines?', 'Anonymous'],
    ]);
    expect(answers[1]!.two).toBe('<p>Very much.</p>');
  });

  it('changes nothing when the same dump is imported again', async () => {
    const before = {
      posts: (await postsOf(t, 'tumbleweed')).length,
      media: await countRows(t.deps.db, 'media'),
    };
    expect((await sendImport(t, owner, 'tumbleweed', { data: dump, name: 'posts.json' })).status).toBe(200);
    await t.runJobs();
    const again = await latestImport(owner, 'tumbleweed');
    expect(again.counts).toEqual({ imported: {}, media: 0, existing: 13, skipped: 1 });
    expect((await postsOf(t, 'tumbleweed')).length).toBe(before.posts);
    expect(await countRows(t.deps.db, 'media')).toBe(before.media);
  });

  it('reports a file it cannot fetch and keeps the post, its words as text', async () => {
    const lost = [
      post(3001, 'photo', {
        caption: '<p>gone</p>',
        photos: [{ alt_sizes: [{ width: 9, url: `${media.base}/media/missing.jpg` }] }],
      }),
    ];
    expect(
      (
        await sendImport(t, owner, 'tumbleweed', {
          data: Buffer.from(JSON.stringify(lost)),
          name: 'lost.json',
        })
      ).status,
    ).toBe(200);
    await t.runJobs();
    const done = await latestImport(owner, 'tumbleweed');
    expect(done.counts.imported).toEqual({ text: 1 });
    expect(done.report.map((item) => item.reason)).toEqual([
      importReasons.mediaFailed('image', messages.outsideRefusedAnswer),
      importReasons.becameText,
    ]);
    const kept = (await postsOf(t, 'tumbleweed')).at(-1)!;
    expect(kept).toMatchObject({ type: 'text', two: '<p>gone</p>' });
  });

  it('refuses JSON without posts and JSON cut short, with what is wrong', async () => {
    const none = await sendImport(t, owner, 'tumbleweed', {
      data: Buffer.from('{"meta":{"status":200},"response":{"posts":[]}}'),
      name: 'empty.json',
    });
    expect(none.status).toBe(400);
    expect(none.body.errors[0]?.detail).toBe(importMessages.dumpWithoutPosts);
    const cut = await sendImport(t, owner, 'tumbleweed', { data: dump.subarray(0, 500), name: 'cut.json' });
    expect(cut.status).toBe(400);
    expect(cut.body.errors[0]?.detail).toBe(importMessages.dumpUnreadable);
  });
});
