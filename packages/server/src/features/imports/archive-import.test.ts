import { deriveState, importMessages } from '@rookery/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows } from '../../../test/count-rows.js';
import { createTestApp, signedUp, type TestApp, type TestClient } from '../../../test/test-app.js';
import { solidJpeg, solidPng, taggedMp3 } from '../media/test-files.js';
import { makeTestVideo } from '../media/video/test-videos.js';
import { OUTSIDE_TRAIL_POST_ID } from '../tumblr/reblog.js';
import { unmapped } from '../tumblr/unmapped.js';
import { latestImport, postsOf, sendImport, typeCounts } from './test-import.js';
import { archiveIndex, archivePage, zipOf } from './test-tumblr-files.js';

let t: TestApp;
let owner: TestClient;
let archive: Buffer;

/** Eleven posts of every type the archive shows, a submission, and the files they show. */
async function makeArchive(): Promise<Buffer> {
  const posts: Record<string, string> = {
    '1001': archivePage(
      '<h2>On engines</h2><p>The engine weaves <b>patterns</b>.</p>',
      'March 5th, 2013 4:21pm',
      ['engines', 'Babbage'],
    ),
    '1002': archivePage(
      '<p>Just a thought.</p><p><img src="../../media/1002_inline.png" alt="a sketch"/></p>',
      'March 6th, 2013 9:00am',
    ),
    '1003': archivePage(
      '<img src="../../media/1003.jpg"/><div class="caption"><p>A photo post</p></div>',
      'April 1st, 2014 12:00pm',
      ['photo'],
    ),
    '1004': archivePage(
      '<img src="../../media/1004_0.jpg"/><img src="../../media/1004_1.png"/><div class="caption"><p>Two of them</p></div>',
      'April 2nd, 2014 1:30pm',
    ),
    '1005': archivePage(
      '<blockquote><p>Stay hungry, stay foolish.</p></blockquote><p>— Stewart Brand</p>',
      'May 1st, 2015 8:00am',
    ),
    '1006': archivePage(
      '<h2><a href="https://example.com/story">A good story</a></h2><p>Worth reading.</p>',
      'May 2nd, 2015 8:00am',
    ),
    '1007': archivePage(
      '<p><b>Ada:</b> Shall we?</p><p><b>Charles:</b> We shall.</p>',
      'June 1st, 2016 10:10pm',
    ),
    '1008': archivePage(
      '<audio controls><source src="../../media/1008.mp3"></audio><p>A tune</p>',
      'June 2nd, 2016 10:10pm',
    ),
    '1009': archivePage(
      '<video controls><source src="../../media/1009.mp4"></video><p>A clip</p>',
      'July 1st, 2017 7:07am',
    ),
    '1010': archivePage(
      '<div class="question"><span class="asking_name">curious-cat</span> asked: Why engines?</div><p>Because they weave.</p>',
      'July 2nd, 2017 7:07am',
    ),
    '1011': archivePage(
      '<p><a class="tumblr_blog" href="https://origin-blog.tumblr.com/post/77">origin-blog</a>:</p><blockquote><p>The first words.</p></blockquote><p>My reblog comment.</p>',
      'August 1st, 2018 6:00pm',
      ['reblogged'],
    ),
  };
  const files: Record<string, Buffer | string> = {
    'oldblog/posts/posts_index.html': archiveIndex(Object.keys(posts)),
    'oldblog/posts/html/submissions/1012.html': archivePage(
      '<p>A submitted post.</p>',
      'September 1st, 2019 9:00am',
    ),
    'oldblog/media/1002_inline.png': await solidPng(40, 30),
    'oldblog/media/1003.jpg': await solidJpeg(64, 48),
    'oldblog/media/1004_0.jpg': await solidJpeg(32, 32),
    'oldblog/media/1004_1.png': await solidPng(20, 10),
    'oldblog/media/1008.mp3': taggedMp3({ title: 'Loom Song', artist: 'Ada', album: 'Engines' }),
    'oldblog/media/1009.mp4': await makeTestVideo({ seconds: 1, width: 160, height: 120, silent: true }),
  };
  for (const [id, html] of Object.entries(posts)) files[`oldblog/posts/html/${id}.html`] = html;
  return zipOf(files);
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedUp(t, 'oldblog');
  archive = await makeArchive();
}, 60_000);
afterAll(() => t.close());

describe('importing a Tumblr backup archive', () => {
  it('queues the import, then the job brings every post over by type, with its media', async () => {
    const res = await sendImport(t, owner, 'oldblog', {
      data: archive,
      name: 'oldblog.zip',
      type: 'application/zip',
    });
    expect(res.status).toBe(200);
    expect(res.body.response.import).toMatchObject({
      kind: 'tumblr_archive',
      status: 'queued',
      file_name: 'oldblog.zip',
      total: null,
    });

    await t.runJobs();
    const done = await latestImport(owner, 'oldblog');
    expect(done).toMatchObject({ status: 'done', done: 12, total: 12, error: null });
    expect(done.counts).toEqual({
      imported: { text: 4, photo: 2, quote: 1, link: 1, chat: 1, audio: 1, video: 1, answer: 1 },
      media: 6,
      existing: 0,
      skipped: 0,
    });
    expect(done.report).toEqual([{ reason: unmapped.submission, count: 1, posts: ['1012'] }]);

    const posts = await postsOf(t, 'oldblog');
    expect(typeCounts(posts)).toEqual({
      text: 4,
      photo: 2,
      quote: 1,
      link: 1,
      chat: 1,
      audio: 1,
      video: 1,
      answer: 1,
    });
    expect(await countRows(t.deps.db, 'media')).toBe(6);
  }, 120_000);

  it('keeps dates, tags, titles, photos and their files, the answer, the reblog trail and the submission as a draft', async () => {
    const posts = await postsOf(t, 'oldblog');
    const [first] = posts;
    expect(first).toMatchObject({ type: 'text', one: 'On engines', tags: ['engines', 'Babbage'] });
    expect(first!.published_at?.toISOString()).toBe('2013-03-05T16:21:00.000Z');

    const inline = posts.find((p) => p.two.includes('a sketch'))!;
    expect(inline.two).toMatch(
      /<img src="\/media\/uploads\/image\/[^"]+\.png" data-key="uploads\/image\/[^"]+" alt="a sketch"/,
    );

    const photoset = posts.find((p) => p.type === 'photo' && p.photos.length === 2)!;
    expect(photoset.one).toBe('<p>Two of them</p>');
    for (const photo of photoset.photos) expect(await t.deps.media.exists(photo.key)).toBe(true);

    expect(posts.find((p) => p.type === 'quote')).toMatchObject({
      one: 'Stay hungry, stay foolish.',
      two: '<p>Stewart Brand</p>',
    });
    expect(posts.find((p) => p.type === 'link')).toMatchObject({
      one: 'A good story',
      two: 'https://example.com/story',
    });
    expect(posts.find((p) => p.type === 'chat')).toMatchObject({ two: 'Ada: Shall we?\nCharles: We shall.' });
    const audio = posts.find((p) => p.type === 'audio')!;
    expect(audio.extra).toMatchObject({ track_title: 'Loom Song', track_artist: 'Ada' });
    expect(await t.deps.media.exists(audio.media_key!)).toBe(true);
    const video = posts.find((p) => p.type === 'video')!;
    expect(deriveState(video)).toBe('published');
    expect(posts.find((p) => p.type === 'answer')).toMatchObject({
      one: 'Why engines?',
      two: '<p>Because they weave.</p>',
      extra: { asking_name: 'curious-cat' },
    });

    const reblog = posts.find((p) => p.is_reblog)!;
    expect(reblog).toMatchObject({
      type: 'text',
      two: '<p>My reblog comment.</p>',
      tags: ['reblogged'],
      parent_post_id: null,
    });
    expect(reblog.trail).toEqual([
      {
        blog_name: 'origin-blog',
        post_id: OUTSIDE_TRAIL_POST_ID,
        content: '<p>The first words.</p>',
        is_root: true,
      },
    ]);
    const submission = posts.at(-1)!;
    expect(submission).toMatchObject({ state: 'draft', two: '<p>A submitted post.</p>' });

    const page = await t.client().get('/svc/blog/oldblog/posts');
    expect(page.status).toBe(200);
  });

  it('changes nothing when the same archive is imported again', async () => {
    const before = {
      posts: (await postsOf(t, 'oldblog')).length,
      media: await countRows(t.deps.db, 'media'),
    };
    const res = await sendImport(t, owner, 'oldblog', { data: archive, name: 'oldblog.zip' });
    expect(res.status).toBe(200);
    await t.runJobs();
    const again = await latestImport(owner, 'oldblog');
    expect(again).toMatchObject({
      status: 'done',
      done: 12,
      counts: { imported: {}, media: 0, existing: 12, skipped: 0 },
    });
    expect((await postsOf(t, 'oldblog')).length).toBe(before.posts);
    expect(await countRows(t.deps.db, 'media')).toBe(before.media);
  }, 60_000);

  it('refuses a zip without posts, a broken zip and a file that is no export, with what is wrong', async () => {
    const empty = await zipOf({ 'notes/readme.txt': 'hello' });
    const noPosts = await sendImport(t, owner, 'oldblog', { data: empty, name: 'other.zip' });
    expect(noPosts.status).toBe(400);
    expect(noPosts.body.errors[0]?.detail).toBe(importMessages.archiveWithoutPosts);
    const broken = await sendImport(t, owner, 'oldblog', {
      data: archive.subarray(0, 2000),
      name: 'cut.zip',
    });
    expect(broken.status).toBe(400);
    expect(broken.body.errors[0]?.detail).toBe(importMessages.archiveUnreadable);
    const text = await sendImport(t, owner, 'oldblog', {
      data: Buffer.from('just some notes'),
      name: 'notes.txt',
    });
    expect(text.status).toBe(400);
    expect(text.body.errors[0]?.detail).toBe(importMessages.notAnExport);
  });

  it("is its owner's only: another user's blog is 403, a call without the form key too", async () => {
    const other = await signedUp(t, 'someone-else');
    const res = await sendImport(t, other, 'oldblog', { data: archive, name: 'oldblog.zip' });
    expect(res.status).toBe(403);
    expect((await other.get('/svc/blog/oldblog/imports')).status).toBe(403);
    const keyless = await sendImport(
      t,
      owner,
      'oldblog',
      { data: archive, name: 'oldblog.zip' },
      { formKey: null },
    );
    expect(keyless.status).toBe(403);
  });

  it('reads posts zipped again inside the archive (posts.zip), the media beside them', async () => {
    const nested = await signedUp(t, 'nested-blog');
    const posts = await zipOf({
      'posts/html/5.html': archivePage('<img src="../../media/5.jpg"/>', 'May 5th, 2015 5:55pm'),
    });
    const outer = await zipOf({ 'export/posts.zip': posts, 'export/media/5.jpg': await solidJpeg(30, 20) });
    expect((await sendImport(t, nested, 'nested-blog', { data: outer, name: 'export.zip' })).status).toBe(
      200,
    );
    await t.runJobs();
    const done = await latestImport(nested, 'nested-blog');
    expect(done).toMatchObject({ status: 'done', total: 1, counts: { imported: { photo: 1 }, media: 1 } });
  }, 60_000);

  it('takes one import at a time per blog', async () => {
    const first = await sendImport(t, owner, 'oldblog', { data: archive, name: 'oldblog.zip' });
    expect(first.status).toBe(200);
    const second = await sendImport(t, owner, 'oldblog', { data: archive, name: 'oldblog.zip' });
    expect(second.status).toBe(409);
    expect(second.body.errors[0]?.detail).toBe(importMessages.alreadyRunning);
    await t.runJobs();
  }, 60_000);
});
