import { parseFeed } from '@rowanmanning/feed-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.js';
import { solidPng } from '../media/test-files.js';
import { sendUpload } from '../media/test-upload.js';
import { savePostForm, textPost } from '../posts/test-posts.js';

let t: TestApp;
let ann: TestClient;
let visitor: TestClient;
const ids = {} as Record<'text' | 'photo' | 'draft' | 'private' | 'sensitive' | 'other', string>;

const fetchFeed = async (path: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ url: path, headers });
  return { status: res.statusCode, headers: res.headers, body: res.body };
};

beforeAll(async () => {
  t = await createTestApp();
  ann = t.client();
  await ann.register('ann@example.com', 'ann-feeds');
  const ben = t.client();
  await ben.register('ben@example.com', 'ben-feeds');
  visitor = await t.client().start();
  ids.text = await textPost(ann, {
    title: 'Moths & lamps',
    body: '<p>They came back, all <b>seven</b>. <a href="/ann-feeds">home</a></p>',
    tags: ['moths', 'night'],
  });
  const upload = await sendUpload(t, ann, {
    data: await solidPng(300, 200),
    name: 'moth.png',
    kind: 'image',
  });
  const photo = await savePostForm(ann, 'photo', {
    photos: [{ id: 'o1', preuploadUrl: upload.body.response.url }],
    caption: '<p>A moth at rest.</p>',
    tags: ['moths'],
  });
  ids.photo = photo.body.response.post.id;
  ids.draft = await textPost(ann, { title: 'Not yet', tags: ['moths'], state: 'draft' });
  ids.private = await textPost(ann, { title: 'Only mine', tags: ['moths'], state: 'private' });
  ids.sensitive = await textPost(ann, {
    title: 'After dark',
    body: '<p>Secret words</p>',
    owner_flagged_nsfw: true,
  });
  ids.other = await textPost(ben, { title: 'Ben on moths', tags: ['moths'] });
});
afterAll(() => t.close());

describe('a blog’s feeds', () => {
  it('are RSS 2.0 a feed parser reads: public posts, newest first, full content, tags, media', async () => {
    const res = await fetchFeed('/ann-feeds/rss');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const feed = parseFeed(res.body);
    expect(feed.meta.type).toBe('rss');
    expect(feed.title).toBe('ann-feeds');
    expect(feed.self).toBe(`${t.deps.config.publicUrl}/ann-feeds/rss`);
    const titles = feed.items.map((i) => i.title);
    expect(titles).toHaveLength(3);
    expect(titles).not.toContain('Not yet');
    expect(titles).not.toContain('Only mine');
    const text = feed.items.find((i) => i.title === 'Moths & lamps');
    // Escaped once in the XML, so the parser gets the words back as they were.
    expect(res.body).toContain('<title>Moths &#38; lamps</title>');
    expect(text?.url).toBe(`${t.deps.config.publicUrl}/ann-feeds/post/${ids.text}`);
    expect(text?.content).toContain('all <b>seven</b>');
    // Paths become addresses on the site: a feed reader has no page to resolve them against.
    expect(text?.content).toContain(`href="${t.deps.config.publicUrl}/ann-feeds"`);
    expect(text?.categories.map((c) => c.term)).toEqual(['moths', 'night']);
    const photo = feed.items.find((i) => i.url?.includes(`/post/${ids.photo}`));
    expect(photo?.mediaImages[0]?.url).toMatch(new RegExp(`^${t.deps.config.publicUrl}/media/`));
    expect(photo?.content).toContain('A moth at rest.');
  });

  it('give a sensitive post as a notice and a link, never its content, as a visitor sees it', async () => {
    const feed = parseFeed((await fetchFeed('/ann-feeds/atom')).body);
    expect(feed.meta.type).toBe('atom');
    const item = feed.items.find((i) => i.url?.includes(`/post/${ids.sensitive}`));
    expect(item?.content).toContain('This post may contain sensitive media');
    expect(item?.content).not.toContain('Secret words');
  });

  it('narrow to a tag, and a tag has a feed across the site', async () => {
    const mine = parseFeed((await fetchFeed('/ann-feeds/tagged/moths/rss')).body);
    expect(mine.title).toBe('#moths — ann-feeds');
    expect(mine.items).toHaveLength(2);
    const site = parseFeed((await fetchFeed('/tagged/moths/atom')).body);
    expect(site.items.map((i) => i.authors[0]?.name).sort()).toEqual(['ann-feeds', 'ann-feeds', 'ben-feeds']);
  });

  it('answer 304 to a reader whose copy is current, by ETag or by date', async () => {
    const first = await fetchFeed('/ann-feeds/rss');
    const etag = String(first.headers.etag);
    const modified = String(first.headers['last-modified']);
    expect((await fetchFeed('/ann-feeds/rss', { 'if-none-match': etag })).status).toBe(304);
    expect((await fetchFeed('/ann-feeds/rss', { 'if-modified-since': modified })).status).toBe(304);
    await textPost(ann, { title: 'Newer' });
    const changed = await fetchFeed('/ann-feeds/rss', { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('are 404 for a blog that is not there, and named by the pages’ discovery links', async () => {
    expect((await fetchFeed('/nobody-here/rss')).status).toBe(404);
    const page = await visitor.get('/ann-feeds');
    expect(page.raw).toContain(
      `<link rel="alternate" type="application/rss+xml" title="ann-feeds" href="${t.deps.config.publicUrl}/ann-feeds/rss">`,
    );
    expect((await visitor.get('/tagged/moths')).raw).toContain(
      `href="${t.deps.config.publicUrl}/tagged/moths/atom"`,
    );
  });
});

describe('the XML', () => {
  it('leaves out characters XML forbids, so a post with one never breaks its feed', async () => {
    await textPost(ann, { title: 'Bell\u0007 rings', tags: ['bells'] });
    const res = await fetchFeed('/ann-feeds/tagged/bells/rss');
    expect(res.body).not.toContain('\u0007');
    expect(parseFeed(res.body).items[0]?.title).toBe('Bell rings');
  });
});
