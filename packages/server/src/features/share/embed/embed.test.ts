import { gzipSync } from 'node:zlib';
import type { ShareDataResponse } from '@rookery/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedUp, type TestApp, type TestClient } from '../../../../test/test-app.js';
import { solidJpeg } from '../../media/test-files.js';
import { sendUpload } from '../../media/test-upload.js';
import { reblogKeyOf, reblogPost, savePostForm, textPost } from '../../posts/test-posts.js';
import { shortCode } from '../short-link.js';

let t: TestApp;
let ann: TestClient;
let visitor: TestClient;
let textId: string;
let photoId: string;
let reblogId: string;
let privateId: string;
let draftId: string;
let sensitiveId: string;

beforeAll(async () => {
  t = await createTestApp();
  ann = await signedUp(t, 'ann');
  const ben = await signedUp(t, 'ben');
  visitor = await t.client().start();
  textId = await textPost(ann, { title: 'Rooks & "crows"', body: '<p>They <b>gather</b> at dusk.</p>' });
  const upload = await sendUpload(t, ann, {
    data: await solidJpeg(640, 480),
    name: 'a.jpg',
    type: 'image/jpeg',
  });
  const photo = await savePostForm(ann, 'photo', {
    caption: '<p>A rook at dawn</p>',
    photos: [{ id: 'o1', preuploadUrl: upload.body.response.url }],
  });
  photoId = photo.body.response.post.id;
  const reblog = await reblogPost(ben, 'ben', textId, await reblogKeyOf(t.deps.db, textId), {
    body: '<p>So true</p>',
  });
  reblogId = reblog.body.response.post.id;
  privateId = await textPost(ann, { title: 'Secret', state: 'private' });
  draftId = await textPost(ann, { title: 'Draft', state: 'draft' });
  sensitiveId = await textPost(ann, { title: 'Sensitive', owner_flagged_nsfw: true });
});
afterAll(() => t.close());

describe('/embed/post/{blog}/{id}', () => {
  it('is a small framable page of the post with a link back and a height reporter', async () => {
    const res = await visitor.get(`/embed/post/ann/${textId}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.raw).toContain('Rooks &#38; &#34;crows&#34;');
    expect(res.raw).toContain('They <b>gather</b> at dusk.');
    expect(res.raw).toContain(`href="http://rookery.test/ann/post/${textId}"`);
    expect(res.raw).toContain("type:'rookery-embed-size'");
    expect(res.raw).not.toMatch(/<script[^>]+src=/);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain('frame-ancestors *');
    expect(csp).toMatch(/script-src 'sha256-/);
    // No app bundle: the whole page, style and script inline, well under 15 kB.
    expect(Buffer.byteLength(res.raw)).toBeLessThan(15_000);
    expect(gzipSync(res.raw).length).toBeLessThan(3_000);
  });

  it('shows a reblog’s trail, the root first, then the reblogger’s words', async () => {
    const res = await visitor.get(`/embed/post/ben/${reblogId}`);
    expect(res.status).toBe(200);
    const root = res.raw.indexOf('They <b>gather</b>');
    const comment = res.raw.indexOf('So true');
    expect(root).toBeGreaterThan(0);
    expect(comment).toBeGreaterThan(root);
  });

  it('is 404 for a private, draft, sensitive or classified post, a wrong blog, even for the owner', async () => {
    for (const id of [privateId, draftId, sensitiveId]) {
      expect((await ann.get(`/embed/post/ann/${id}`)).status).toBe(404);
    }
    expect((await visitor.get(`/embed/post/ben/${textId}`)).status).toBe(404);
    // A moderator's labels (migration 0019): sensitive, or classified adult.
    const labelled = await textPost(ann, { title: 'Labelled' });
    await t.deps.db.updateTable('posts').set({ is_sensitive: true }).where('id', '=', labelled).execute();
    expect((await visitor.get(`/embed/post/ann/${labelled}`)).status).toBe(404);
    await t.deps.db
      .updateTable('posts')
      .set({ is_sensitive: false, classification: 'adult' })
      .where('id', '=', labelled)
      .execute();
    expect((await visitor.get(`/embed/post/ann/${labelled}`)).status).toBe(404);
    // A post of an adult blog, however plain.
    const cleo = await signedUp(t, 'cleo');
    const plain = await textPost(cleo, { title: 'Plain words' });
    expect((await visitor.get(`/embed/post/cleo/${plain}`)).status).toBe(200);
    await t.deps.db.updateTable('blogs').set({ is_adult: true }).where('name', '=', 'cleo').execute();
    expect((await visitor.get(`/embed/post/cleo/${plain}`)).status).toBe(404);
    expect((await visitor.get('/embed/post/ann/x1')).status).toBe(404);
  });

  it('serves the resize script for the host page', async () => {
    const res = await visitor.get('/embed/embed.js');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.raw).toContain('e.origin!=="http://rookery.test"');
  });
});

describe('/oembed', () => {
  const oembed = (url: string, extra = '') =>
    visitor.get(`/oembed?url=${encodeURIComponent(url)}&format=json${extra}`);

  it('answers the oEmbed 1.0 rich type for a permalink', async () => {
    const res = await oembed(`http://rookery.test/ann/post/${photoId}`);
    expect(res.status).toBe(200);
    const body = JSON.parse(res.raw);
    expect(body).toMatchObject({
      version: '1.0',
      type: 'rich',
      provider_name: 'Rookery',
      provider_url: 'http://rookery.test',
      author_name: 'ann',
      author_url: 'http://rookery.test/ann',
      width: 540,
      height: 400,
      thumbnail_width: 640,
      thumbnail_height: 480,
    });
    expect(body.html).toContain(`src="http://rookery.test/embed/post/ann/${photoId}"`);
    expect(body.html).toContain('src="http://rookery.test/embed/embed.js"');
  });

  it('takes a short link and a maxwidth', async () => {
    const res = await oembed(`http://rookery.test/p/${shortCode(textId)}`, '&maxwidth=320');
    const body = JSON.parse(res.raw);
    expect(body.width).toBe(320);
    expect(body.html).toContain('width="320"');
    expect(body).not.toHaveProperty('thumbnail_url');
  });

  it('is 404 for a private post, another site or no post; 501 for xml', async () => {
    expect((await oembed(`http://rookery.test/ann/post/${privateId}`)).status).toBe(404);
    expect((await oembed(`http://rookery.test/ann/post/${sensitiveId}`)).status).toBe(404);
    expect((await oembed(`https://elsewhere.example/ann/post/${textId}`)).status).toBe(404);
    expect((await oembed('not a url')).status).toBe(404);
    expect((await visitor.get(`/oembed?url=http://rookery.test/ann/post/${textId}&format=xml`)).status).toBe(
      501,
    );
  });
});

describe('discovery and share data', () => {
  it('puts the oEmbed link on an embeddable permalink only', async () => {
    const page = await visitor.get(`/ann/post/${textId}`);
    const href = `http://rookery.test/oembed?url=${encodeURIComponent(`http://rookery.test/ann/post/${textId}`)}&#38;format=json`;
    expect(page.raw).toContain(`<link rel="alternate" type="application/json+oembed" href="${href}"`);
    expect(page.raw).toContain('<meta name="twitter:card"');
    const sensitive = await visitor.get(`/ann/post/${sensitiveId}`);
    expect(sensitive.raw).not.toContain('application/json+oembed');
  });

  it('offers Pinterest for a post with an image, and no embed for a sensitive one', async () => {
    const photo = (await ann.get<ShareDataResponse>(`/svc/post/share/ann/${photoId}`)).body.response
      .share_popover_data;
    expect(photo.show_pinterest).toBe(true);
    const pin = new URL(photo.pinterest_share_window.url);
    expect(pin.origin + pin.pathname).toBe('https://www.pinterest.com/pin/create/button/');
    expect(pin.searchParams.get('url')).toBe(`http://rookery.test/ann/post/${photoId}`);
    expect(pin.searchParams.get('media')).toMatch(/^http:\/\/rookery\.test\/media\//);
    const sensitive = (await ann.get<ShareDataResponse>(`/svc/post/share/ann/${sensitiveId}`)).body.response
      .share_popover_data;
    expect(sensitive).toMatchObject({ show_embed: false, embed_code: '', show_email: true });
  });
});
