import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedUp, type TestApp } from '../../../test/test-app.js';
import { textPost } from '../posts/test-posts.js';

const get = (t: TestApp, url: string) => t.app.inject({ url });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

describe('robots.txt', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { publicUrl: 'https://birds.example' } });
  });
  afterAll(() => t.close());

  it('opens the public pages, closes the API and the app’s own pages, and names the sitemap', async () => {
    const res = await get(t, '/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of [
      '/svc/',
      '/settings',
      '/dashboard',
      '/new/',
      '/edit/',
      '/reblog/',
      '/blog/',
      '/search',
    ])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain('Sitemap: https://birds.example/sitemap.xml');
  });
});

describe('sitemap', () => {
  let t: TestApp;
  let visible: string[];
  let hidden: string[];
  beforeAll(async () => {
    t = await createTestApp({ config: { sitemapMaxUrls: 3 } });
    const ann = await signedUp(t, 'ann-blog');
    await signedUp(t, 'ben-blog');
    visible = [
      await textPost(ann, { title: 'One' }),
      await textPost(ann, { title: 'Two', customUrl: 'two-words' }),
    ];
    hidden = [
      await textPost(ann, { title: 'Private', state: 'private' }),
      await textPost(ann, { title: 'Draft', state: 'draft' }),
      await textPost(ann, { title: 'Queued', state: 'queued' }),
    ];
    visible.push(await textPost(ann, { title: 'Three' }));
  });
  afterAll(() => t.close());

  it('splits past the limit: /sitemap.xml is an index of numbered shards', async () => {
    const res = await get(t, '/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    // Two blogs, six posts, three URLs a file.
    expect(locs(res.body)).toEqual([
      'http://rookery.test/sitemaps/blogs-1.xml',
      'http://rookery.test/sitemaps/posts-1.xml',
      'http://rookery.test/sitemaps/posts-2.xml',
    ]);
  });

  it('lists the blogs and every public post once, by permalink with lastmod, and nothing else', async () => {
    const blogs = await get(t, '/sitemaps/blogs-1.xml');
    expect(blogs.statusCode).toBe(200);
    expect(locs(blogs.body)).toEqual(['http://rookery.test/ann-blog', 'http://rookery.test/ben-blog']);
    const shards = await Promise.all([get(t, '/sitemaps/posts-1.xml'), get(t, '/sitemaps/posts-2.xml')]);
    const urls = shards.flatMap((s) => locs(s.body));
    for (const shard of shards) expect(locs(shard.body).length).toBeLessThanOrEqual(3);
    expect(urls).toEqual([
      `http://rookery.test/ann-blog/post/${visible[0]}`,
      `http://rookery.test/ann-blog/post/${visible[1]}/two-words`,
      `http://rookery.test/ann-blog/post/${visible[2]}`,
    ]);
    for (const id of hidden) expect(urls.join()).not.toContain(id);
    expect(shards[0]!.body).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/);
  });

  it('answers 404 for a shard past the end and for other names', async () => {
    for (const url of ['/sitemaps/posts-3.xml', '/sitemaps/blogs-0.xml', '/sitemaps/users-1.xml'])
      expect((await get(t, url)).statusCode, url).toBe(404);
  });

  it('is one sitemap of blogs and posts while everything fits', async () => {
    const small = await createTestApp({ config: { sitemapMaxUrls: 50 } });
    try {
      const ann = await signedUp(small, 'ann-blog');
      const id = await textPost(ann, { title: 'Only' });
      const res = await get(small, '/sitemap.xml');
      expect(res.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      expect(locs(res.body)).toEqual([
        'http://rookery.test/ann-blog',
        `http://rookery.test/ann-blog/post/${id}`,
      ]);
    } finally {
      await small.close();
    }
  });
});
