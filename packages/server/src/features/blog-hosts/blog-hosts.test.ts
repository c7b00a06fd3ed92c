import type { BlogDomainResponse } from '@rookery/core';
import { parseFeed } from '@rowanmanning/feed-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDns, type TestDns } from '../../../test/dns-server.js';
import { createTestApp, signedUp, type TestApp, type TestClient } from '../../../test/test-app.js';
import { textPost } from '../posts/test-posts.js';

let t: TestApp;
let dns: TestDns;
let ann: TestClient;
let ben: TestClient;
let postId: string;

/** A request as a browser at `host` makes it, with the client's cookies. */
const at = (client: TestClient, host: string, url: string, method: 'GET' | 'POST' = 'GET', body?: unknown) =>
  client.request(method, url, body, { headers: { host } });

beforeAll(async () => {
  dns = await startTestDns();
  t = await createTestApp({ config: { blogDomain: 'blogs.test', dnsServers: [dns.address] } });
  ann = await signedUp(t, 'ann');
  ben = await signedUp(t, 'ben');
  postId = await textPost(ann, { title: 'On her own host', tags: ['rooks'] });
});
afterAll(async () => {
  await t.close();
  await dns.close();
});

describe('blog hosts (BLOG_DOMAIN)', () => {
  it('serves a blog at its subdomain: its page, permalinks, tag pages and feeds', async () => {
    const visitor = t.client();
    const page = await at(visitor, 'ann.blogs.test', '/');
    expect(page.status).toBe(200);
    expect(page.raw).toContain('<link rel="canonical" href="http://ann.blogs.test/"');
    expect(
      JSON.parse(/<script id="rookery-bootstrap"[^>]*>(.*?)<\/script>/s.exec(page.raw)?.[1] ?? '{}').site,
    ).toEqual({
      main_origin: 'http://rookery.test',
      blog_domain: 'blogs.test',
      blog_host: 'ann',
    });
    const permalink = await at(visitor, 'ann.blogs.test', `/post/${postId}`);
    expect(permalink.status).toBe(200);
    expect(permalink.raw).toContain(`href="http://ann.blogs.test/post/${postId}`);
    expect((await at(visitor, 'ann.blogs.test', '/tagged/rooks')).status).toBe(200);
    const feed = await at(visitor, 'ann.blogs.test', '/rss');
    expect(feed.status).toBe(200);
    const parsed = parseFeed(feed.raw);
    expect(parsed.url).toBe('http://ann.blogs.test/');
    expect(parsed.items.map((item) => item.url)).toEqual([
      expect.stringMatching(`^http://ann.blogs.test/post/${postId}`),
    ]);
    // The app's own files and calls are the same on every host.
    expect((await at(visitor, 'ann.blogs.test', '/svc/data/tumblelog?tumblelog=ann')).status).toBe(200);
  });

  it('links to blogs at their own hosts from the main site', async () => {
    const info = await ben.get('/svc/data/tumblelog?tumblelog=ann');
    expect(info.body.response.url).toBe('http://ann.blogs.test/');
    const post = await ben.get(`/svc/blog/ann/post/${postId}`);
    expect(post.body.response.post.post_url).toMatch(new RegExp(`^http://ann.blogs.test/post/${postId}`));
  });

  it('answers 404 for an unknown blog on its subdomain and for a host that is nothing here', async () => {
    expect((await at(t.client(), 'nobody.blogs.test', '/')).status).toBe(404);
    const unknown = await at(t.client(), 'elsewhere.example', '/');
    expect(unknown.status).toBe(404);
    expect(unknown.raw).toBe('No site is served at this address.');
  });

  it('never reads a session on a blog host: the main site’s cookie is not honoured, writes are refused', async () => {
    const session = await at(ann, 'ann.blogs.test', '/svc/account/session');
    expect(session.status).toBe(200);
    expect(session.body.response.user).toBeNull();
    const like = await at(ann, 'ann.blogs.test', '/svc/like', 'POST', { id: postId });
    expect(like.status).toBe(403);
    expect(like.body.errors[0]?.detail).toBe('Sign in at http://rookery.test to do this.');
    // The main host still knows her.
    expect((await ann.get('/svc/account/session')).body.response.user.name).toBeDefined();
  });
});

describe('custom domains', () => {
  it('shows the records to create, verifies the TXT record, then serves the blog there', async () => {
    const set = await ann.post<BlogDomainResponse>('/svc/blog/ann/domain', { domain: 'Ann.Example.' });
    expect(set.status, set.raw).toBe(200);
    const { domain, verified, records } = set.body.response;
    expect({ domain, verified }).toEqual({ domain: 'ann.example', verified: false });
    expect(records[0]).toEqual({ type: 'CNAME', name: 'ann.example', value: 'ann.blogs.test' });
    const txt = records[1]!;
    expect(txt.name).toBe('_rookery.ann.example');

    // Not verified yet: the domain is nothing here, and a TLS proxy is told no.
    expect((await at(t.client(), 'ann.example', '/')).status).toBe(404);
    expect((await t.client().get('/svc/domains/allowed?domain=ann.example')).status).toBe(404);
    const early = await ann.post('/svc/blog/ann/domain/verify');
    expect(early.status).toBe(400);
    expect(early.body.errors[0]?.detail).toMatch(/^The TXT record isn't there yet/);

    dns.records.set('_rookery.ann.example', [txt.value]);
    const verify = await ann.post<BlogDomainResponse>('/svc/blog/ann/domain/verify');
    expect(verify.status, verify.raw).toBe(200);
    expect(verify.body.response.verified).toBe(true);

    const home = await at(t.client(), 'ann.example', '/');
    expect(home.status).toBe(200);
    expect(home.raw).toContain('<link rel="canonical" href="http://ann.example/"');
    expect((await t.client().get('/svc/domains/allowed?domain=ann.example')).status).toBe(200);
    // Her subdomain sends her pages to it, and every link uses it.
    const moved = await at(t.client(), 'ann.blogs.test', `/post/${postId}`);
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe(`http://ann.example/post/${postId}`);
    expect((await ben.get('/svc/data/tumblelog?tumblelog=ann')).body.response).toMatchObject({
      url: 'http://ann.example/',
      cname: 'ann.example',
    });
  });

  it('answers a TLS proxy for the main host and blog subdomains, and refuses the rest', async () => {
    const allowed = (domain: string) => t.client().get(`/svc/domains/allowed?domain=${domain}`);
    expect((await allowed('rookery.test')).status).toBe(200);
    expect((await allowed('ben.blogs.test')).status).toBe(200);
    expect((await allowed('nobody.blogs.test')).status).toBe(404);
    expect((await allowed('evil.example')).status).toBe(404);
  });

  it('refuses the site’s own hosts, another blog’s domain, bad names, and anyone but the owner', async () => {
    expect((await ben.post('/svc/blog/ben/domain', { domain: 'ann.example' })).status).toBe(409);
    expect((await ben.post('/svc/blog/ben/domain', { domain: 'x.blogs.test' })).status).toBe(400);
    expect((await ben.post('/svc/blog/ben/domain', { domain: 'not a domain' })).status).toBe(400);
    expect((await ben.post('/svc/blog/ben/domain', { domain: '10.0.0.1' })).status).toBe(400);
    expect((await ben.post('/svc/blog/ann/domain', { domain: 'mine.example' })).status).toBe(403);
    expect(
      (await ben.post('/svc/blog/ben/domain', { domain: 'ben.example' }, { formKey: null })).status,
    ).toBe(403);
  });

  it('is removed by its owner, and the blog is back at its subdomain', async () => {
    const removed = await ann.post('/svc/blog/ann/domain/remove');
    expect(removed.status).toBe(200);
    expect(removed.body.response.domain).toBeNull();
    expect((await at(t.client(), 'ann.example', '/')).status).toBe(404);
    expect((await at(t.client(), 'ann.blogs.test', '/')).status).toBe(200);
  });
});
