import { VIDEO_PLAYER_NAME, VIDEO_PLAYER_VERSION, type VideoLog, videoMessages } from '@rookery/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.js';
import { reblogKeyOf, reblogPost, textPost } from '../posts/test-posts.js';

let t: TestApp;
let author: TestClient;
let viewer: TestClient;
let postId: string;
let reblogId: string;
let blogUuid: string;
let reblogBlogUuid: string;

const uuidOf = async (name: string) =>
  (await t.deps.db.selectFrom('blogs').select('uuid').where('name', '=', name).executeTakeFirstOrThrow())
    .uuid;

beforeAll(async () => {
  t = await createTestApp();
  author = t.client();
  await author.register('maker@example.com', 'maker');
  viewer = t.client();
  await viewer.register('watcher@example.com', 'watcher');
  postId = await textPost(author);
  const reblog = await reblogPost(viewer, 'watcher', postId, await reblogKeyOf(t.deps.db, postId), {});
  reblogId = reblog.body.response.post.id;
  blogUuid = await uuidOf('maker');
  reblogBlogUuid = await uuidOf('watcher');
});
afterAll(() => t.close());

const playLog = (
  over: Partial<VideoLog['details']> = {},
  name: VideoLog['name'] = 'video_play',
): VideoLog => ({
  name,
  details: {
    player: VIDEO_PLAYER_NAME,
    player_version: VIDEO_PLAYER_VERSION,
    post_id: postId,
    root_post_id: postId,
    blog_uuid: blogUuid,
    platform: 'web',
    type: 'video',
    duration: 12.5,
    time_elapsed: 0,
    position: 0,
    vendor: 'rookery',
    ...over,
  },
});

/** As the player sends it: a form body whose `log` field is the JSON text. */
const send = (client: TestClient, log: unknown, options: { formKey?: string | null } = {}) =>
  client.post('/svc/log/conversion', undefined, {
    form: new URLSearchParams({ log: typeof log === 'string' ? log : JSON.stringify(log) }).toString(),
    ...options,
  });

const logs = async () =>
  (await t.deps.db.selectFrom('events').select('id').where('source', '=', 'conversion').execute()).length;

describe('POST /svc/log/conversion', () => {
  it("stores a signed-in member's play, error and wait logs", async () => {
    const res = await send(viewer, playLog());
    expect(res.status, res.raw).toBe(200);
    expect(res.body.response.id).toMatch(/^\d+$/);
    await send(viewer, playLog({ error: 'network', position: 3.2, time_elapsed: 3.1 }, 'video_error'));
    await send(viewer, playLog({ wait_ms: 2400, position: 1 }, 'video_wait'));
    // A reblog names its own post and blog, and the root it came from.
    const again = await send(
      viewer,
      playLog({ post_id: reblogId, blog_uuid: reblogBlogUuid, type: 'replay' }),
    );
    expect(again.status, again.raw).toBe(200);
    const stored = await t.deps.db
      .selectFrom('events')
      .select(['name', 'user_id', 'data'])
      .where('source', '=', 'conversion')
      .orderBy('id')
      .execute();
    const rows = stored.map(({ name, user_id, data }) => ({ name, user_id, ...data }));
    expect(rows).toHaveLength(4);
    expect(rows[0]).toMatchObject({
      name: 'video_play',
      player: VIDEO_PLAYER_NAME,
      post_id: postId,
      root_post_id: postId,
      blog_uuid: blogUuid,
      platform: 'web',
      type: 'video',
      duration: 12.5,
      vendor: 'rookery',
    });
    expect(rows[0]).not.toHaveProperty('error');
    expect(rows[1]).toMatchObject({ name: 'video_error', position: 3.2, error: 'network' });
    expect(rows[2]).toMatchObject({ name: 'video_wait', wait_ms: 2400 });
    expect(rows[3]).toMatchObject({ post_id: reblogId, root_post_id: postId, type: 'replay' });
  });

  it('takes the log as JSON from a JSON client too', async () => {
    const res = await viewer.post('/svc/log/conversion', { log: playLog({}, 'video_end') });
    expect(res.status, res.raw).toBe(200);
  });

  it('refuses visitors and calls without the form key, storing nothing', async () => {
    const before = await logs();
    const visitor = await t.client().start();
    expect((await send(visitor, playLog())).status).toBe(401);
    expect((await send(viewer, playLog(), { formKey: null })).status).toBe(403);
    expect(await logs()).toBe(before);
  });

  it('refuses bad bodies with a 400 and stores nothing', async () => {
    const before = await logs();
    const bad: unknown[] = [
      'not json',
      '[]',
      {},
      { name: 'video_play' },
      { ...playLog(), name: 'video_dance' },
      playLog({ platform: 'ios' as 'web' }),
      playLog({ type: 'movie' as 'video' }),
      playLog({ duration: -1 }),
      playLog({ position: Number.NaN }),
      playLog({ post_id: 'abc' }),
      playLog({ blog_uuid: 'not-a-uuid' }),
      playLog({ error: 'gremlins' as 'custom' }),
      { ...playLog(), details: { ...playLog().details, extra_field: 1 } },
    ];
    for (const log of bad) {
      const res = await send(viewer, log);
      expect(res.status, JSON.stringify(log)).toBe(400);
      expect(res.body.errors[0]?.detail).toBeTruthy();
    }
    const mismatch = await send(viewer, playLog({ root_post_id: reblogId }));
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors[0]?.detail).toBe(videoMessages.logPostMismatch);
    expect((await send(viewer, playLog({ post_id: '999999' }))).status).toBe(404);
    expect(await logs()).toBe(before);
  });

  it('refuses a log about a draft its user cannot see', async () => {
    const draft = await textPost(author, { state: 'draft' });
    const res = await send(viewer, playLog({ post_id: draft, root_post_id: draft }));
    expect(res.status).toBe(404);
  });

  it('is rate-limited like other writes', async () => {
    const from = { remoteAddress: '203.0.113.9' };
    viewer.remoteAddress = from.remoteAddress;
    try {
      let status = 200;
      let sent = 0;
      const started = Date.now();
      while (status === 200 && sent < 400) {
        status = (await send(viewer, playLog())).status;
        sent++;
      }
      expect(status).toBe(429);
      // 300 in ten minutes: the budget refills a unit every 2 s, so a slow run gets one more per 2 s.
      expect(sent).toBeGreaterThanOrEqual(301);
      expect(sent).toBeLessThanOrEqual(301 + Math.ceil((Date.now() - started) / 2000));
    } finally {
      viewer.remoteAddress = '127.0.0.1';
    }
  });
});
