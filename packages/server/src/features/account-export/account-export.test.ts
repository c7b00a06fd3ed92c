import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type AccountExport,
  accountExportTexts,
  EXPORT_KEEP_MS,
  exportedAskSchema,
  exportedBlockSchema,
  exportedBlogSchema,
  exportedConversationIndexSchema,
  exportedConversationSchema,
  exportedFollowSchema,
  exportedLikeSchema,
  exportedPostSchema,
  exportManifestSchema,
  type InboxAsk,
} from '@rookery/core';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type CapturedMail, startSmtpCapture } from '../../../test/smtp-capture.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { allow, ask, inbox } from '../asks/test-asks.js';
import { solidJpeg } from '../media/test-files.js';
import { sendUpload } from '../media/test-upload.js';
import { account, type MessagingAccount, sendPicture, sendText } from '../messaging/test-messaging.js';
import { reblogKeyOf, reblogPost, savePostForm, textPost } from '../posts/test-posts.js';
import { expireExports } from './expire-exports.js';
import { exportFilePath } from './export-files.js';
import { download, exportsOf, unzip } from './test-export.js';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let ann: MessagingAccount;
let ben: MessagingAccount;

/** What ann made, by what the export must show of it. */
const made = {
  published: '',
  draft: '',
  queued: '',
  scheduled: '',
  private: '',
  photo: '',
  submission: '',
  reblog: '',
  notes: '',
  answered: '',
  photoKey: '',
};
const HOUR = 60 * 60 * 1000;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ smtpUrl: smtp.url });
  ann = await account(t, 'ann');
  ben = await account(t, 'ben');
  await account(t, 'cat');
  const a = ann.client;
  expect((await a.post('/svc/blog/create', { name: 'ann-notes', title: 'Notes' })).status).toBe(200);
  await allow(a, 'ann', { asks: true, anonymous_asks: true, submissions: true });

  made.published = await textPost(a, {
    tumblelog: 'ann',
    title: 'Hello',
    body: '<p>First <b>words</b></p>',
    tags: ['first', 'hello'],
  });
  made.draft = await textPost(a, { tumblelog: 'ann', title: 'Unfinished', state: 'draft' });
  made.queued = await textPost(a, { tumblelog: 'ann', title: 'Waiting', state: 'queued' });
  made.scheduled = await textPost(a, {
    tumblelog: 'ann',
    title: 'Later',
    state: 'scheduled',
    publish_on: new Date(Date.now() + 48 * HOUR).toISOString(),
  });
  made.private = await textPost(a, { tumblelog: 'ann', title: 'Only me', state: 'private' });
  made.notes = await textPost(a, { tumblelog: 'ann-notes', title: 'On the second blog' });

  const upload = await sendUpload(t, a, {
    data: await solidJpeg(64, 48),
    name: 'rook.jpg',
    type: 'image/jpeg',
  });
  expect(upload.status, upload.raw).toBe(200);
  const photoUrl = upload.body.response.url;
  made.photoKey = photoUrl.replace(/^\/media\//, '');
  const photo = await savePostForm(a, 'photo', {
    tumblelog: 'ann',
    photos: [{ id: 'o1', preuploadUrl: photoUrl, caption: 'A rook' }],
    caption: `<p>Seen today <img src="${photoUrl}" alt="again"></p>`,
  });
  expect(photo.status, photo.raw).toBe(200);
  made.photo = photo.body.response.post.id;

  const submitted = await ben.client.post('/svc/post/submit', {
    tumblelog: 'ann',
    type: 'text',
    title: 'From ben',
  });
  expect(submitted.status, submitted.raw).toBe(200);
  made.submission = submitted.body.response.id;

  const bens = await textPost(ben.client, {
    tumblelog: 'ben',
    title: "Ben's post",
    body: '<p>Ben wrote this</p>',
  });
  const reblog = await reblogPost(a, 'ann', bens, await reblogKeyOf(t.deps.db, bens), {
    body: '<p>So true</p>',
  });
  expect(reblog.status, reblog.raw).toBe(200);
  made.reblog = reblog.body.response.post.id;
  expect((await a.post('/svc/like', { id: bens, key: await reblogKeyOf(t.deps.db, bens) })).status).toBe(200);
  expect((await a.post('/svc/follow', { tumblelog: 'ben' })).status).toBe(200);
  expect((await a.post('/svc/block/add', { tumblelog: 'ann', blocked_tumblelog: 'cat' })).status).toBe(200);

  expect((await ask(ben.client, 'ann', 'Which bird?')).status).toBe(200);
  expect((await ask(ben.client, 'ann', 'Who am I?', true)).status).toBe(200);
  const asks = (await inbox(a, 'ann', '?limit=50')).body.response.items.filter(
    (i): i is InboxAsk => i.kind === 'ask',
  );
  const which = asks.find((i) => i.question === 'Which bird?')!;
  const answered = await a.post('/answer', {
    post_id: which.id,
    tumblelog: 'ann',
    key: which.key,
    answer_text: 'The rook.',
  });
  expect(answered.status, answered.raw).toBe(200);
  made.answered = answered.body.response.id;

  expect((await sendText(ann, ben, 'Hello ben')).status).toBe(200);
  expect((await sendText(ben, ann, 'Hello ann')).status).toBe(200);
  const image = await sendPicture(t, ben, ann);
  expect(image.status, image.raw).toBe(200);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const json = (files: Map<string, Buffer>, path: string): unknown => {
  const file = files.get(path);
  if (!file) throw new Error(`${path} is not in the zip: ${[...files.keys()].join(', ')}`);
  return JSON.parse(file.toString('utf8'));
};

/** The link of the newest export mail to `to`, undoing quoted-printable. */
async function mailedExportLink(to: string): Promise<string> {
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    const mail = [...smtp.mails].reverse().find((m: CapturedMail) => m.to.includes(to));
    if (mail) {
      const raw = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
      expect(raw).toContain(`Subject: ${accountExportTexts.mailSubject}`);
      const link = raw.match(/https?:\/\/[^\s"<>]*\/settings\/account\?export=[A-Za-z0-9_-]+#export/)?.[0];
      if (link) return link;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no export mail to ${to}`);
}

/** Asks for an export, runs the job, and answers it ready. */
async function readyExport(): Promise<AccountExport> {
  const res = await ann.client.post('/svc/account/export');
  expect(res.status, res.raw).toBe(200);
  await t.runJobs();
  const [newest] = await exportsOf(ann.client);
  expect(newest?.status).toBe('ready');
  return newest!;
}

describe('asking for an export', () => {
  it('makes one at a time, in a job, never on the request', async () => {
    const first = await ann.client.post('/svc/account/export');
    expect(first.status, first.raw).toBe(200);
    expect(first.body.response.exports[0]).toMatchObject({
      status: 'pending',
      bytes: null,
      download_url: null,
    });
    const again = await ann.client.post('/svc/account/export');
    expect(again.status).toBe(409);
    expect(again.body.errors[0]?.detail).toBe(accountExportTexts.alreadyPending);
    await t.runJobs();
    const [done] = await exportsOf(ann.client);
    expect(done).toMatchObject({ status: 'ready', download_url: `/svc/account/export/${done!.token}` });
    expect(done!.bytes).toBeGreaterThan(1000);
    expect(new Date(done!.expires_at!).getTime() - new Date(done!.ready_at!).getTime()).toBe(EXPORT_KEEP_MS);
  });

  it('needs a signed-in account and its form key', async () => {
    const visitor = await t.client().start();
    expect((await visitor.post('/svc/account/export')).status).toBe(401);
    expect((await visitor.get('/svc/account/export')).status).toBe(401);
    expect((await ben.client.post('/svc/account/export', {}, { formKey: null })).status).toBe(403);
    expect(await exportsOf(ben.client)).toEqual([]);
  });
});

describe('the zip', () => {
  let files: Map<string, Buffer>;
  let done: AccountExport;

  beforeAll(async () => {
    done = await readyExport();
    const res = await download(t, ann.client, done.download_url!);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="rookery-export-\d{4}-\d\d-\d\d\.zip"$/,
    );
    expect(res.body.length).toBe(done.bytes);
    files = await unzip(res.body);
  });

  it('starts from a manifest naming its format, the account and its blogs', () => {
    const manifest = exportManifestSchema.parse(json(files, 'manifest.json'));
    expect(manifest).toMatchObject({
      format: 'rookery-export',
      version: 1,
      site: { name: 'Rookery', url: 'http://rookery.test' },
      account: { email: 'ann@example.com', primary_blog: 'ann' },
      messages: { folder: 'messages/', conversations: 1 },
      missing_files: [],
    });
    expect(manifest.blogs.map((b) => [b.name, b.primary, b.folder])).toEqual([
      ['ann', true, 'blogs/ann/'],
      ['ann-notes', false, 'blogs/ann-notes/'],
    ]);
  });

  it('has each blog with every setting, its avatar among its files', () => {
    const blog = exportedBlogSchema.parse(json(files, 'blogs/ann/blog.json'));
    expect(blog).toMatchObject({
      name: 'ann',
      url: 'http://rookery.test/ann',
      primary: true,
      settings: { asks: true, anonymous_asks: true, submissions: true, posts_per_day: 2 },
    });
    expect(blog.avatar?.path).toMatch(/^media\/avatars\/.+\.png$/);
    expect(files.get(`blogs/ann/${blog.avatar!.path}`)?.length).toBe(blog.avatar!.bytes);
    expect(exportedBlogSchema.parse(json(files, 'blogs/ann-notes/blog.json')).primary).toBe(false);
  });

  it('has every post in every state, with its page', () => {
    const posts = (json(files, 'blogs/ann/posts.json') as unknown[]).map((p) => exportedPostSchema.parse(p));
    const byId = new Map(posts.map((p) => [p.id, p]));
    expect(byId.get(made.published)).toMatchObject({
      state: 'published',
      title: 'Hello',
      body: '<p>First <b>words</b></p>',
      tags: ['first', 'hello'],
      format: 'rich',
      html: `posts/${made.published}.html`,
    });
    expect(byId.get(made.draft)?.state).toBe('draft');
    expect(byId.get(made.queued)?.state).toBe('queued');
    expect(byId.get(made.scheduled)).toMatchObject({ state: 'scheduled', published_at: null });
    expect(byId.get(made.scheduled)?.publish_on).not.toBeNull();
    expect(byId.get(made.private)).toMatchObject({ state: 'private', is_private: true });
    expect(byId.get(made.submission)).toMatchObject({ state: 'unapproved', submitted_by: 'ben' });
    expect(byId.get(made.answered)).toMatchObject({ type: 'answer', ask: 'Which bird?', asking_name: 'ben' });
    expect(byId.get(made.reblog)).toMatchObject({
      is_reblog: true,
      reblogged_from_name: 'ben',
      body: '<p>So true</p>',
    });
    expect(byId.get(made.reblog)?.trail[0]).toMatchObject({
      blog_name: 'ben',
      content: '<p>Ben wrote this</p>',
    });
    for (const post of posts) {
      const page = files.get(`blogs/ann/${post.html}`)?.toString('utf8');
      expect(page, post.html).toMatch(/^<!doctype html>/);
    }
    expect(files.get(`blogs/ann/posts/${made.published}.html`)?.toString()).toContain('<b>words</b>');
    const index = files.get('blogs/ann/index.html')!.toString();
    for (const post of posts) expect(index).toContain(`href="${post.html}"`);
    const notes = (json(files, 'blogs/ann-notes/posts.json') as { id: string }[]).map((p) => p.id);
    expect(notes).toEqual([made.notes]);
  });

  it('carries the media its posts name, byte for byte, and points at it', () => {
    const posts = json(files, 'blogs/ann/posts.json') as { id: string }[];
    const photo = exportedPostSchema.parse(posts.find((p) => p.id === made.photo));
    const path = `media/${made.photoKey}`;
    expect(photo.photos).toEqual([
      expect.objectContaining({ id: 'o1', url: `/media/${made.photoKey}`, path, caption: 'A rook' }),
    ]);
    // The photo and the same image in the caption: one file, named once.
    expect(photo.files).toEqual([
      { url: `/media/${made.photoKey}`, path, mime: 'image/jpeg', bytes: expect.any(Number) },
    ]);
    const stored = readFileSync(join(t.dataDir, 'media', made.photoKey));
    expect(files.get(`blogs/ann/${path}`)?.equals(stored)).toBe(true);
    const page = files.get(`blogs/ann/posts/${made.photo}.html`)!.toString();
    expect(page).toContain(`src="../${path}"`);
    expect(page).not.toContain('src="/media/');
  });

  it('lists likes, follows, blocks and asks, anonymous asks without their asker', () => {
    const likes = (json(files, 'blogs/ann/likes.json') as unknown[]).map((l) => exportedLikeSchema.parse(l));
    expect(likes).toEqual([expect.objectContaining({ blog_name: 'ben' })]);
    expect(likes[0]?.post_url).toMatch(/^http:\/\/rookery\.test\/ben\/post\/\d+/);
    const follows = (json(files, 'blogs/ann/follows.json') as unknown[]).map((f) =>
      exportedFollowSchema.parse(f),
    );
    expect(follows).toEqual([
      expect.objectContaining({ name: 'ben', url: 'http://rookery.test/ben', subscribed: false }),
    ]);
    const blocks = (json(files, 'blogs/ann/blocks.json') as unknown[]).map((b) =>
      exportedBlockSchema.parse(b),
    );
    expect(blocks).toEqual([expect.objectContaining({ name: 'cat', url: 'http://rookery.test/cat' })]);
    const asks = (json(files, 'blogs/ann/asks.json') as unknown[]).map((a) => exportedAskSchema.parse(a));
    expect(asks).toEqual([
      expect.objectContaining({
        question: 'Which bird?',
        anonymous: false,
        asker: { name: 'ben', url: 'http://rookery.test/ben' },
        answer_post_id: made.answered,
        answer: '<p>The rook.</p>',
      }),
      expect.objectContaining({
        question: 'Who am I?',
        anonymous: true,
        asker: null,
        answered_at: null,
        answer: null,
      }),
    ]);
    expect(json(files, 'blogs/ann-notes/likes.json')).toEqual([]);
  });

  it("has the account's conversations as it sees them, images included", () => {
    const index = exportedConversationIndexSchema.parse(json(files, 'messages/conversations.json'));
    expect(index).toEqual([
      expect.objectContaining({
        blog: 'ann',
        participants: [{ name: 'ben', url: 'http://rookery.test/ben' }],
        messages: 3,
      }),
    ]);
    const conversation = exportedConversationSchema.parse(json(files, `messages/${index[0]!.file}`));
    expect(conversation.messages.map((m) => [m.from, m.type, m.text])).toEqual([
      ['ann', 'TEXT', 'Hello ben'],
      ['ben', 'TEXT', 'Hello ann'],
      ['ben', 'IMAGE', null],
    ]);
    const image = conversation.messages[2]!.image!;
    expect(files.get(`messages/${image.path}`)?.length).toBe(image.bytes);
  });
});

describe('the mail and the download', () => {
  it('mails the account a link to its export when it is ready', async () => {
    const done = await readyExport();
    const link = await mailedExportLink('ann@example.com');
    expect(link).toBe(`http://rookery.test/settings/account?export=${done.token}#export`);
  });

  it('gives the file to its owner only', async () => {
    const done = (await exportsOf(ann.client)).find((e) => e.status === 'ready')!;
    expect((await download(t, ben.client, done.download_url!)).status).toBe(404);
    const visitor = await t.client().start();
    expect((await download(t, visitor, done.download_url!)).status).toBe(401);
    expect((await download(t, ann.client, '/svc/account/export/not-a-token')).status).toBe(404);
    expect((await download(t, ann.client, `/svc/account/export/${'x'.repeat(43)}`)).status).toBe(404);
  });
});

describe('expiry', () => {
  it('deletes the files of exports past their time and marks them expired', async () => {
    const done = await readyExport();
    const row = await t.deps.db
      .selectFrom('account_exports')
      .select(['id', 'token'])
      .where('token', '=', done.token)
      .executeTakeFirstOrThrow();
    const file = exportFilePath(t.dataDir, row);
    expect(readFileSync(file).length).toBe(done.bytes);

    const later = new Date(new Date(done.expires_at!).getTime() + 1000);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(later);
    // Past its time it is expired at once, before the hourly job comes by.
    const gone = await download(t, ann.client, done.download_url!);
    expect(gone.status).toBe(410);
    expect(JSON.parse(gone.body.toString()).errors[0].detail).toBe(accountExportTexts.expired);

    expect(await expireExports(t.deps)).toBeGreaterThanOrEqual(1);
    expect(() => readFileSync(file)).toThrow();
    const listed = (await exportsOf(ann.client)).find((e) => e.token === done.token);
    expect(listed).toMatchObject({ status: 'expired', download_url: null });
  });
});
