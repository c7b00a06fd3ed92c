import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedUp, type TestApp, type TestClient } from '../../../test/test-app.js';
import { textPost } from '../posts/test-posts.js';

/** The built client's index.html as far as the page cares: the bootstrap placeholder and an empty root. */
const INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>Rookery</title><!--bootstrap-->' +
  '<link rel="stylesheet" href="/assets/index.css"></head>' +
  '<body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>';

let t: TestApp;
let webDist: string;
let ann: TestClient;
let postId: string;

beforeAll(async () => {
  // The renderer is the web's source (test-app.ts); only the client's index.html is stood in for.
  webDist = mkdtempSync(join(tmpdir(), 'rookery-ssr-web-'));
  writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
  // The build's manifest: the blog page's chunk has styles, and imports a chunk with more.
  mkdirSync(join(webDist, '.vite'));
  writeFileSync(
    join(webDist, '.vite/manifest.json'),
    JSON.stringify({
      'src/features/blog-page/blog-page.tsx': { css: ['assets/blog-page.css'], imports: ['_themed.js'] },
      '_themed.js': { css: ['assets/themed.css', 'assets/index.css'] },
    }),
  );
  t = await createTestApp({ config: { webDist } });
  ann = await signedUp(t, 'ann');
  postId = await textPost(ann, {
    title: 'Sourdough at dawn',
    body: '<p>The crumb was open.</p>',
    tags: ['bread'],
  });
  for (let i = 1; i < 10; i++) await textPost(ann, { title: `Loaf number ${i}`, tags: ['bread'] });
  await textPost(ann, { title: 'Secret starter', tags: ['bread'], state: 'private' });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

/** The served page split at its root: what is inside #root, and the embedded query cache. */
async function page(client: TestClient, path: string) {
  const res = await client.request('GET', path);
  const raw = res.raw;
  const root = raw.slice(raw.indexOf('<div id="root">'), raw.indexOf('<script id="rookery-ssr"'));
  const state = raw.match(/<script id="rookery-ssr" type="application\/json">(.*?)<\/script>/)?.[1];
  return { status: res.status, raw, root, state: state ? JSON.parse(state) : undefined };
}

describe('public pages rendered on the server (issue 15)', () => {
  it('puts a blog page’s posts into #root, with the query cache they came from', async () => {
    const served = await page(t.client(), '/ann');
    expect(served.status).toBe(200);
    expect(served.root).toContain('Sourdough at dawn');
    expect(served.root).toContain('Loaf number 9');
    expect(served.state.queries.length).toBeGreaterThan(0);
    expect(JSON.stringify(served.state)).toContain('Sourdough at dawn');
    // Its styles come with it, so it paints styled before the scripts run; the entry's only once.
    expect(served.raw).toContain(
      '<link rel="stylesheet" href="/assets/blog-page.css"><link rel="stylesheet" href="/assets/themed.css"><div id="root">',
    );
    expect(served.raw.split('/assets/index.css').length).toBe(2);
    // Nothing paints until the root is parsed whole: no half-parsed header or footer to shift.
    const head = served.raw.slice(0, served.raw.indexOf('</head>'));
    expect(head).toContain('<link rel="expect" href="#rookery-ssr" blocking="render">');
  });

  it('renders a permalink, a tag page, a blog’s tag page and explore', async () => {
    for (const path of [`/ann/post/${postId}`, '/tagged/bread', '/ann/tagged/bread', '/explore']) {
      const served = await page(t.client(), path);
      expect(served.status, path).toBe(200);
      expect(served.root, path).toContain('Sourdough at dawn');
      expect(served.state, path).toBeDefined();
    }
    expect((await page(t.client(), `/ann/post/${postId}`)).root).toContain('The crumb was open.');
  });

  it('renders the home page for a visitor, not for a signed-in reader', async () => {
    expect((await page(t.client(), '/')).root).toContain('Make a home for the things you love.');
    const home = await page(ann, '/');
    expect(home.raw).toContain('<div id="root"></div>');
    expect(home.state).toBeUndefined();
  });

  it('shows only what the API shows the viewer: a private post is not in the page', async () => {
    const served = await page(t.client(), '/ann');
    expect(served.raw).not.toContain('Secret starter');
    // Its owner gets it, as the API gives it to them.
    expect((await page(ann, '/ann')).root).toContain('Secret starter');
  });

  it('renders the dashboard for its signed-in reader, with the posts of the blogs they follow', async () => {
    const bea = await signedUp(t, 'bea');
    expect((await bea.post('/svc/follow', { tumblelog: 'ann' })).status).toBe(200);
    const served = await page(bea, '/dashboard');
    expect(served.status).toBe(200);
    expect(served.root).toContain('Sourdough at dawn');
    expect(served.root).not.toContain('Secret starter');
    expect(JSON.stringify(served.state)).toContain('Loaf number 9');
    // A new account's dashboard: the welcome and its blogs to follow, whole in the markup. (React may
    // leave a part for an inline script to put in place, which the page's CSP would never run.)
    const fresh = await page(await signedUp(t, 'cal'), '/dashboard');
    expect(fresh.root).toContain('Check out these blogs');
    for (const served of [fresh, await page(bea, '/dashboard')]) {
      expect(served.raw).not.toMatch(/<script>|<template/);
      expect(served.root).not.toContain('<!--$?-->');
    }
    // A visitor is sent to sign in by the browser: nothing of a dashboard is rendered for them.
    expect((await page(t.client(), '/dashboard')).state).toBeUndefined();
  });

  it('draws the page in the layout the browser says it will use', async () => {
    const phone = await t
      .client()
      .request('GET', '/ann', undefined, { headers: { 'sec-ch-ua-mobile': '?1' } });
    expect(phone.raw).toContain('data-layout="mobile"');
    expect(phone.raw).toContain('aria-label="Open menu"');
    const wide = await page(t.client(), '/ann');
    expect(wide.raw).toContain('data-layout="wide"');
    expect(wide.raw).not.toContain('aria-label="Open menu"');
  });

  it('leaves private pages and unknown blogs to the browser', async () => {
    for (const path of ['/settings/account', '/nobody-here']) {
      const served = await page(ann, path);
      expect(served.raw, path).toContain('<div id="root"></div>');
      expect(served.state, path).toBeUndefined();
      // An unrendered page has nothing to wait for: it would only wait for the whole document.
      expect(served.raw, path).not.toContain('rel="expect"');
    }
  });

  it('sends the page unrendered, with 200, when the render takes too long', async () => {
    t.deps.config.pageRenderTimeLimitMs = 1;
    try {
      const served = await page(t.client(), '/ann');
      expect(served.status).toBe(200);
      expect(served.raw).toContain('<div id="root"></div>');
      expect(served.state).toBeUndefined();
    } finally {
      t.deps.config.pageRenderTimeLimitMs = 10_000;
    }
  });

  it('sends the page unrendered, with 200, when the render fails', async () => {
    const broken = await createTestApp({
      config: { webDist, pageRenderer: join(webDist, 'missing-renderer.js') },
    });
    try {
      const served = await page(broken.client(), '/explore');
      expect(served.status).toBe(200);
      expect(served.raw).toContain('<div id="root"></div>');
      expect(served.state).toBeUndefined();
    } finally {
      await broken.close();
    }
  });
});
