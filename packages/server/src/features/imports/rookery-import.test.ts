import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedUp, type TestApp, type TestClient } from '../../../test/test-app.js';
import { download, exportsOf } from '../account-export/test-export.js';
import { solidJpeg } from '../media/test-files.js';
import { sendUpload } from '../media/test-upload.js';
import { reblogKeyOf, reblogPost, savePostForm, textPost } from '../posts/test-posts.js';
import { latestImport, postsOf, sendImport } from './test-import.js';

/**
 * Issue 21's round trip: an account's export from one Rookery, imported into a blog of the same
 * name on another, gives the blog back — every post in its state, with its date, slug, tags,
 * trail and files — and importing it again changes nothing.
 */
let from: TestApp;
let to: TestApp;
let ann: TestClient;
let zip: Buffer;

const HOUR = 3_600_000;

beforeAll(async () => {
  [from, to] = await Promise.all([createTestApp(), createTestApp()]);
  ann = await signedUp(from, 'ann');
  const ben = await signedUp(from, 'ben');
  await textPost(ann, { title: 'Hello', body: '<p>First <b>words</b></p>', tags: ['first', 'hello'] });
  await textPost(ann, { title: 'Unfinished', state: 'draft' });
  await textPost(ann, { title: 'Waiting', state: 'queued' });
  await textPost(ann, {
    title: 'Later',
    state: 'scheduled',
    publish_on: new Date(Date.now() + 48 * HOUR).toISOString(),
  });
  await textPost(ann, { title: 'Only me', state: 'private' });
  const upload = await sendUpload(from, ann, {
    data: await solidJpeg(64, 48),
    name: 'rook.jpg',
    type: 'image/jpeg',
  });
  const photoUrl = upload.body.response.url;
  const photo = await savePostForm(ann, 'photo', {
    tumblelog: 'ann',
    photos: [{ id: 'o1', preuploadUrl: photoUrl, caption: 'A rook' }],
    caption: `<p>Seen today <img src="${photoUrl}" alt="again"></p>`,
  });
  expect(photo.status, photo.raw).toBe(200);
  const bens = await textPost(ben, { title: "Ben's post", body: '<p>Ben wrote this</p>' });
  const reblog = await reblogPost(ann, 'ann', bens, await reblogKeyOf(from.deps.db, bens), {
    body: '<p>So true</p>',
  });
  expect(reblog.status, reblog.raw).toBe(200);

  // The blog as its owner made it: words, appearance, settings and its avatar (made on first ask).
  const settings = await ann.post('/svc/blog/ann/settings', {
    title: 'Ann’s Rookery',
    description: '<p>Birds, <b>mostly</b>.</p>',
    global_theme_params: { background_color: '#14213D', title_font: 'Georgia', avatar_shape: 'square' },
    asks: true,
    posts_per_day: 4,
  });
  expect(settings.status, settings.raw).toBe(200);
  expect((await from.app.inject({ url: '/avatar/ann/64' })).statusCode).toBe(200);

  expect((await ann.post('/svc/account/export')).status).toBe(200);
  await from.runJobs();
  const [ready] = await exportsOf(ann);
  zip = (await download(from, ann, ready!.download_url!)).body;
}, 120_000);

/** The blog's row, as far as its owner made it. */
const blogOf = (t: TestApp) =>
  t.deps.db.selectFrom('blogs').selectAll().where('name', '=', 'ann').executeTakeFirstOrThrow();

afterAll(async () => {
  await Promise.all([from?.close(), to?.close()]);
});

/** A file's address names this site's upload (a new key), and the import notes the key beside it. */
const sameFiles = (html: string) =>
  html.replace(/\/media\/[^"\s]+/g, '/media/…').replace(/ data-key="[^"]*"/g, '');

/** What a restored post must keep, comparable across the two sites. */
const essence = async (t: TestApp, blog: string) =>
  (await postsOf(t, blog)).map((p) => ({
    type: p.type,
    state: p.state,
    one: sameFiles(p.one),
    slug: p.slug,
    published_at: p.published_at?.toISOString() ?? null,
    publish_on: p.publish_on?.toISOString() ?? null,
    trail: (p.trail as { blog_name: string; content: string }[]).map((t) => [t.blog_name, t.content]),
  }));

describe('a Rookery export imported into another Rookery', () => {
  it('gives the blog back: its settings, appearance and avatar, every post in its state, dated, with its trail, tags and files', async () => {
    const owner = await signedUp(to, 'ann');
    const sent = await sendImport(to, owner, 'ann', {
      data: zip,
      name: 'rookery-export.zip',
      type: 'application/zip',
    });
    expect(sent.status, sent.raw).toBe(200);
    expect(sent.body.response.import.kind).toBe('rookery_export');
    await to.runJobs();
    const done = await latestImport(owner, 'ann');
    expect(done).toMatchObject({ status: 'done', error: null });
    expect(done.counts.skipped).toBe(0);

    const before = await essence(from, 'ann');
    const after = await essence(to, 'ann');
    expect(after).toEqual(before);
    // The blog itself: its words, appearance, settings and avatar.
    const [was, is] = await Promise.all([blogOf(from), blogOf(to)]);
    expect(is).toMatchObject({
      title: 'Ann’s Rookery',
      description: was.description,
      asks: true,
      posts_per_day: 4,
      theme: expect.objectContaining({
        background_color: '#14213D',
        title_font: 'Georgia',
        avatar_shape: 'square',
      }),
    });
    const [oldAvatar, newAvatar] = await Promise.all([
      from.deps.media.get(was.avatar_key!),
      to.deps.media.get(is.avatar_key!),
    ]);
    expect(newAvatar?.equals(oldAvatar as Buffer)).toBe(true);

    const tags = await to.deps.db.selectFrom('post_tags').select('tag').orderBy('tag').execute();
    expect(tags.map((t) => t.tag)).toEqual(expect.arrayContaining(['first', 'hello']));

    // The photo and the picture in its caption are files of this site now, the same bytes.
    const [photoPost] = (await postsOf(to, 'ann')).filter((p) => p.type === 'photo');
    const key = photoPost!.photos[0]!.key;
    expect(key).toMatch(/^uploads\/image\//);
    const [original, copied] = await Promise.all([
      from.deps.media.get((await postsOf(from, 'ann')).find((p) => p.type === 'photo')!.photos[0]!.key),
      to.deps.media.get(key),
    ]);
    expect(copied?.equals(original as Buffer)).toBe(true);
    expect(photoPost!.one).toContain(`/media/${key}`);
  });

  it('changes nothing when the same export is imported again', async () => {
    const owner = to.client();
    await owner.login('ann@example.com');
    const count = (await postsOf(to, 'ann')).length;
    const avatarBefore = (await blogOf(to)).avatar_key;
    expect((await sendImport(to, owner, 'ann', { data: zip, name: 'again.zip' })).status).toBe(200);
    await to.runJobs();
    expect((await latestImport(owner, 'ann')).counts.existing).toBe(count);
    expect(await postsOf(to, 'ann')).toHaveLength(count);
    // The same avatar is not stored again.
    expect((await blogOf(to)).avatar_key).toBe(avatarBefore);
  });

  it('asks for a blog of the export’s name when it holds several', async () => {
    expect((await ann.post('/svc/blog/create', { name: 'ann-art', title: 'Art' })).status).toBe(200);
    expect((await ann.post('/svc/account/export')).status).toBe(200);
    await from.runJobs();
    const [ready] = await exportsOf(ann);
    const two = (await download(from, ann, ready!.download_url!)).body;
    const other = await signedUp(to, 'zed');
    const refused = await sendImport(to, other, 'zed', { data: two, name: 'two-blogs.zip' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0]?.detail).toBe(
      'This Rookery export has no blog named zed: it holds ann, ann-art. Import it into a blog of the same name.',
    );
  });
});
