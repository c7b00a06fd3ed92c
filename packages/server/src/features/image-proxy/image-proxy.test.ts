import type { PostListResponse } from '@rookery/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PageServer, startPageServer } from '../../../test/page-server.js';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.js';
import { solidPng } from '../media/test-files.js';
import { textPost } from '../posts/test-posts.js';
import { PROXY_PATH } from './proxied.js';

let pages: PageServer;
let t: TestApp;
let author: TestClient;
let visitor: TestClient;
let png: Buffer;

beforeAll(async () => {
  png = await solidPng(40, 30);
  pages = await startPageServer({
    '/pic.png': { type: 'image/png', body: png },
    '/page.html': { type: 'image/png', body: '<html><script>alert(1)</script></html>' },
    '/vector.svg': { type: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg"/>' },
  });
  t = await createTestApp({ config: { fetchTestAllow: [pages.hostPort] } });
  author = t.client();
  await author.register('pics@example.com', 'pics');
  visitor = await t.client().start();
});
afterAll(async () => {
  await t.close();
  await pages.close();
});

const bodyOf = async (client: TestClient) =>
  (await client.get<PostListResponse>('/svc/blog/pics/posts')).body.response.posts[0]?.body ?? '';
const sourceIn = (html: string) => /src="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&') ?? '';
const fetchRaw = (path: string) => t.app.inject({ method: 'GET', url: path });

/** The proxy's address a post shows for an image at `address`. */
async function shownFor(address: string): Promise<string> {
  await textPost(author, { title: 'Hotlinked', body: `<p><img src="${address}" alt="A pic"></p>` });
  return sourceIn(await bodyOf(visitor));
}

describe('the image proxy', () => {
  it("shows another site's image through Rookery, and serves it from its copy", async () => {
    const gone = await startPageServer({ '/pic.png': { type: 'image/png', body: png } });
    t.deps.config.fetchTestAllow = [pages.hostPort, gone.hostPort];
    const shown = await shownFor(`${gone.base}/pic.png`);
    expect(shown.startsWith(PROXY_PATH)).toBe(true);
    const first = await fetchRaw(shown);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    expect(first.rawPayload.equals(png)).toBe(true);
    // The other site is gone: the copy is served.
    await gone.close();
    expect((await fetchRaw(shown)).rawPayload.equals(png)).toBe(true);
  });

  it('fetches nothing for an address Rookery did not sign', async () => {
    const url = `${PROXY_PATH}abcdefghijklmnopqrstuvwxyz0?u=${encodeURIComponent('http://169.254.169.254/')}`;
    expect((await fetchRaw(url)).statusCode).toBe(404);
    expect((await fetchRaw(`${PROXY_PATH}x`)).statusCode).toBe(400);
  });

  it('refuses what is not an image whatever the other site claims, SVG, and private addresses', async () => {
    for (const address of [`${pages.base}/page.html`, `${pages.base}/vector.svg`, 'http://10.1.2.3/x.png'])
      expect((await fetchRaw(await shownFor(address))).statusCode, address).toBe(400);
  });

  it("leaves the site's own images alone", async () => {
    const own = 'http://rookery.test/media/own.png';
    expect(await shownFor(own)).toBe(own);
  });
});
