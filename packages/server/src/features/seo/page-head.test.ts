import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedUp, type TestApp, type TestClient } from '../../../test/test-app.js';
import { solidJpeg } from '../media/test-files.js';
import { sendUpload } from '../media/test-upload.js';
import { savePostForm, textPost } from '../posts/test-posts.js';

let t: TestApp;
let ann: TestClient;
let photoUrl: string;
let photoPost: string;
let textPostId: string;
let privatePost: string;
let draft: string;

beforeAll(async () => {
  t = await createTestApp();
  ann = await signedUp(t, 'ann-blog');
  await ann.post('/svc/blog/ann-blog/settings', {
    title: 'Ann & "Friends"',
    description: '<p>Notes on <b>birds</b> and <script>alert(1)</script> rooks.</p>',
  });
  const upload = await sendUpload(t, ann, {
    data: await solidJpeg(640, 480),
    name: 'a.jpg',
    type: 'image/jpeg',
  });
  photoUrl = upload.body.response.url;
  const photo = await savePostForm(ann, 'photo', {
    caption: '<p>A rook at dawn <i>over</i> the field</p>',
    photos: [{ id: 'o1', preuploadUrl: photoUrl }],
    tags: ['birds', 'dawn'],
  });
  photoPost = photo.body.response.post.id;
  textPostId = await textPost(ann, { title: 'When 1 < 2 & "rooks" gather', body: '<p>They gather.</p>' });
  privatePost = await textPost(ann, {
    title: 'Secret plans',
    body: '<p>Nobody may read this</p>',
    state: 'private',
  });
  draft = await textPost(ann, { title: 'Draft words', body: '<p>unfinished</p>', state: 'draft' });
});
afterAll(() => t.close());

const visit = (url: string, client?: TestClient) =>
  client
    ? client.get(url)
    : t.app.inject({ url }).then((r) => ({ status: r.statusCode, raw: r.body, headers: r.headers }));

function head(html: string) {
  const doc = html.slice(0, html.indexOf('</head>'));
  const meta = (attr: string, name: string) =>
    new RegExp(`<meta ${attr}="${name}" content="([^"]*)">`).exec(doc)?.[1];
  const ld = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(doc)?.[1];
  return {
    doc,
    title: /<title>([^<]*)<\/title>/.exec(doc)?.[1],
    titles: doc.match(/<title>/g)?.length ?? 0,
    name: (n: string) => meta('name', n),
    property: (p: string) => meta('property', p),
    canonical: /<link rel="canonical" href="([^"]*)">/.exec(doc)?.[1],
    jsonLd: ld ? JSON.parse(ld) : undefined,
  };
}

describe('permalink head', () => {
  it('titles a post by its words and its blog, with description, canonical, Open Graph, Twitter and JSON-LD', async () => {
    const res = await visit(`/ann-blog/post/${photoPost}`);
    expect(res.status).toBe(200);
    const h = head(res.raw);
    expect(h.titles).toBe(1);
    expect(h.title).toBe('A rook at dawn over the field — Ann &#38; &#34;Friends&#34;');
    expect(h.name('description')).toBe('A rook at dawn over the field');
    expect(h.canonical).toBe(`http://rookery.test/ann-blog/post/${photoPost}`);
    expect(h.property('og:url')).toBe(h.canonical);
    expect(h.property('og:type')).toBe('article');
    expect(h.property('og:site_name')).toBe('Rookery');
    expect(h.property('og:title')).toBe(h.title);
    expect(h.property('og:image')).toBe(`http://rookery.test${photoUrl}`);
    expect(h.property('og:image:width')).toBe('640');
    expect(h.property('og:image:height')).toBe('480');
    expect(h.name('twitter:card')).toBe('summary_large_image');
    expect(h.name('twitter:image')).toBe(h.property('og:image'));
    expect(h.jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'SocialMediaPosting',
      url: h.canonical,
      headline: 'A rook at dawn over the field',
      image: `http://rookery.test${photoUrl}`,
      keywords: 'birds, dawn',
      author: { '@type': 'Person', name: 'Ann & "Friends"', url: 'http://rookery.test/ann-blog' },
    });
    expect(Date.parse(h.jsonLd.datePublished)).not.toBeNaN();
  });

  it('escapes what the author wrote, in the tags and in the JSON-LD', async () => {
    const res = await visit(`/ann-blog/post/${textPostId}`);
    const h = head(res.raw);
    expect(h.title).toBe('When 1 &#60; 2 &#38; &#34;rooks&#34; gather — Ann &#38; &#34;Friends&#34;');
    expect(h.property('og:title')).toBe(h.title);
    expect(h.name('description')).toBe('They gather.');
    // Inside the script element no '<' may appear raw: it could close the element.
    expect(h.doc).toContain('"headline":"When 1 \\u003c 2 & \\"rooks\\" gather"');
    expect(h.jsonLd.headline).toBe('When 1 < 2 & "rooks" gather');
    expect(h.name('twitter:card')).toBe('summary');
    expect(h.property('og:image')).toBeUndefined();
  });

  it('answers 404 for a private post, a draft and a missing one, with nothing of them in the page', async () => {
    for (const id of [privatePost, draft, '999999', 'abc']) {
      const res = await visit(`/ann-blog/post/${id}`);
      expect(res.status, id).toBe(404);
      expect(res.raw).not.toMatch(/Secret plans|Nobody may read|Draft words/);
      expect(head(res.raw).name('robots')).toBe('noindex');
    }
  });

  it('gives the owner their private post (200) with a bare title and no content in the head', async () => {
    const res = await visit(`/ann-blog/post/${privatePost}`, ann);
    expect(res.status).toBe(200);
    const h = head(res.raw);
    expect(h.title).toBe('Ann &#38; &#34;Friends&#34;');
    expect(h.doc).not.toMatch(/Secret plans|Nobody may read|og:/);
  });

  it('answers 404 for a post under another blog’s name', async () => {
    await signedUp(t, 'other-blog');
    expect((await visit(`/other-blog/post/${photoPost}`)).status).toBe(404);
  });
});

describe('blog and site heads', () => {
  it('describes a blog page by its title, description and avatar, as a ProfilePage', async () => {
    const res = await visit('/ann-blog');
    expect(res.status).toBe(200);
    const h = head(res.raw);
    expect(h.title).toBe('Ann &#38; &#34;Friends&#34;');
    expect(h.name('description')).toBe('Notes on birds and rooks.');
    expect(h.doc).not.toContain('<script>alert');
    expect(h.canonical).toBe('http://rookery.test/ann-blog');
    expect(h.property('og:type')).toBe('profile');
    expect(h.property('og:image')).toMatch(/^http:\/\/rookery\.test\/avatar\/ann-blog\/512/);
    expect(h.property('og:image:width')).toBe('512');
    expect(h.name('twitter:card')).toBe('summary');
    expect(h.jsonLd).toMatchObject({
      '@type': 'ProfilePage',
      url: 'http://rookery.test/ann-blog',
      mainEntity: { name: 'Ann & "Friends"', alternateName: 'ann-blog' },
    });
  });

  it('names tag pages, a blog’s tag page, explore and home', async () => {
    const tag = head((await visit('/tagged/big%20birds')).raw);
    expect(tag.title).toBe('#big birds — Rookery');
    expect(tag.canonical).toBe('http://rookery.test/tagged/big%20birds');
    const blogTag = await visit('/ann-blog/tagged/birds');
    expect(blogTag.status).toBe(200);
    expect(head(blogTag.raw).title).toBe('#birds — Ann &#38; &#34;Friends&#34;');
    expect(head((await visit('/explore')).raw).title).toBe('Explore — Rookery');
    const home = head((await visit('/')).raw);
    expect(home.title).toBe('Rookery');
    expect(home.canonical).toBe('http://rookery.test/');
    expect(home.name('description')).toBeTruthy();
  });

  it('names search pages and keeps them out of indexes', async () => {
    for (const [path, title] of [
      ['/search?q=birds', 'Search — Rookery'],
      ['/search/porch%20light?sort=recent', 'porch light — Search — Rookery'],
      ['/ann-blog/search/birds', 'birds — Ann &#38; &#34;Friends&#34;'],
    ] as const) {
      const res = await visit(path);
      expect(res.status, path).toBe(200);
      expect(head(res.raw).title, path).toBe(title);
      expect(head(res.raw).name('robots'), path).toBe('noindex');
    }
    expect((await visit('/no-such-blog/search/birds')).status).toBe(404);
  });
});

describe('page status', () => {
  it('answers 404 for unknown blogs under every blog path, and for paths no page has', async () => {
    for (const path of [
      '/no-such-blog',
      '/no-such-blog/post/1',
      '/no-such-blog/tagged/x',
      '/no-such-blog/ask',
      '/no-such-blog/submit',
      '/ann-blog/nothing-here',
      '/ann-blog/post',
      '/a/b/c/d/e',
    ]) {
      const res = await visit(path);
      expect(res.status, path).toBe(404);
      expect(res.headers['content-type'], path).toMatch(/^text\/html/);
      expect(head(res.raw).title, path).toBe('Not found — Rookery');
    }
  });

  it('answers 200 for the app’s own pages and a known blog’s ask and submit pages', async () => {
    for (const path of [
      '/login',
      '/dashboard',
      '/settings/account',
      '/blog/ann-blog/drafts',
      '/new/text',
      '/ann-blog/ask',
      '/ann-blog/submit',
    ]) {
      expect((await visit(path)).status, path).toBe(200);
    }
  });
});

describe('page caching', () => {
  it('lets a visitor’s page into the back/forward cache but never a signed-in one', async () => {
    expect((await visit('/ann-blog')).headers['cache-control']).toBe('private, no-cache');
    expect((await visit('/no-such-blog')).headers['cache-control']).toBe('private, no-cache');
    expect((await visit('/ann-blog', ann)).headers['cache-control']).toBe('no-store');
  });
});
