import { type EmbedData, embedMessages, messages, type PostPermalinkResponse } from '@rookery/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PageServer, startPageServer } from '../../../test/page-server.js';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.js';
import { proxiedImageUrl } from '../image-proxy/proxied.js';
import { savePostForm } from '../posts/test-posts.js';

const ID = 'aqz-KE-bpKQ';
let pages: PageServer;
let t: TestApp;
let member: TestClient;

beforeAll(async () => {
  pages = await startPageServer({
    '/oembed-page': {
      type: 'text/html; charset=utf-8',
      body: '<html><head><title>A talk</title><link rel="alternate" type="application/json+oembed" href="/oembed.json"></head><body>…</body></html>',
    },
    '/oembed.json': {
      type: 'application/json',
      body: JSON.stringify({
        type: 'video',
        html: `<iframe width="480" height="270" src="https://www.youtube.com/embed/${ID}?feature=oembed"></iframe>`,
        thumbnail_url: 'https://i.ytimg.com/vi/x/hq.jpg',
      }),
    },
    '/og-page': {
      type: 'text/html',
      body: '<html><head><meta property="og:video" content="https://player.vimeo.com/video/76979871"><meta property="og:image" content="/still.jpg"></head></html>',
    },
    '/plain-page': {
      type: 'text/html',
      body: '<html><head><title>Nothing to play</title></head><body>hi</body></html>',
    },
    '/other-player': {
      type: 'text/html',
      body: '<html><head><meta property="og:video" content="https://videos.example/embed/1"></head></html>',
    },
  });
  t = await createTestApp({ config: { fetchTestAllow: [pages.hostPort] } });
  member = t.client();
  await member.register('vid@example.com', 'vid-maker');
});
afterAll(async () => {
  await t.close();
  await pages.close();
});

const resolve = (client: TestClient, embed_url: string, embed_width?: number) =>
  client.post<EmbedData>('/svc/post/get_video_data', { embed_url, ...(embed_width ? { embed_width } : {}) });

describe('POST /svc/post/get_video_data', () => {
  it('resolves YouTube links of every form from the address alone', async () => {
    for (const url of [
      `https://youtu.be/${ID}`,
      `https://www.youtube.com/shorts/${ID}`,
      `https://m.youtube.com/watch?v=${ID}`,
    ]) {
      const res = await resolve(member, url, 400);
      expect(res.status, res.raw).toBe(200);
      expect(res.body.response).toEqual({
        thumbnail: proxiedImageUrl(`https://i.ytimg.com/vi/${ID}/hqdefault.jpg`),
        url: `https://www.youtube.com/watch?v=${ID}`,
        preview_iframe: `<iframe src="https://www.youtube-nocookie.com/embed/${ID}" width="400" height="225" frameborder="0" allowfullscreen></iframe>`,
        embed_code: `<iframe src="https://www.youtube-nocookie.com/embed/${ID}" width="500" height="281" frameborder="0" allowfullscreen></iframe>`,
        embed_render_context: { provider: 'youtube', id: ID },
        unsupported: false,
      });
    }
  });

  it('resolves a Vimeo link to its player, without a still when Vimeo cannot be asked', async () => {
    const res = await resolve(member, 'https://vimeo.com/channels/staffpicks/76979871');
    expect(res.body.response).toMatchObject({
      url: 'https://vimeo.com/76979871',
      embed_render_context: { provider: 'vimeo', id: '76979871' },
      unsupported: false,
    });
    expect(res.body.response.embed_code).toContain('https://player.vimeo.com/video/76979871');
  });

  it('finds the player of another page by oEmbed discovery, then by its Open Graph video', async () => {
    const oembed = await resolve(member, `${pages.base}/oembed-page`);
    expect(oembed.status, oembed.raw).toBe(200);
    expect(oembed.body.response).toMatchObject({
      embed_render_context: { provider: 'youtube', id: ID },
      thumbnail: proxiedImageUrl('https://i.ytimg.com/vi/x/hq.jpg'),
      unsupported: false,
    });
    const og = await resolve(member, `${pages.base}/og-page`);
    expect(og.body.response).toMatchObject({
      embed_render_context: { provider: 'vimeo', id: '76979871' },
      thumbnail: proxiedImageUrl(`${pages.base}/still.jpg`),
    });
  });

  it('answers unsupported for a page with no player, or one Rookery does not frame', async () => {
    for (const path of ['/plain-page', '/other-player']) {
      const res = await resolve(member, `${pages.base}${path}`);
      expect(res.status, res.raw).toBe(200);
      expect(res.body.response).toMatchObject({ unsupported: true, embed_code: '' });
    }
  });

  it('refuses private addresses, bad links and pages that are not there with a 400', async () => {
    for (const [url, detail] of [
      ['http://127.0.0.1:1/', messages.outsideNotPublic],
      ['http://169.254.169.254/latest/meta-data/', messages.outsideNotPublic],
      ['ftp://example.com/video', messages.outsideBadUrl],
      [`${pages.base}/nothing-here`, messages.outsideRefusedAnswer],
    ]) {
      const res = await resolve(member, url!);
      expect(res.status, url).toBe(400);
      expect(res.body.errors[0]).toMatchObject({ field: 'embed_url', detail });
    }
    expect((await resolve(member, '')).status).toBe(400);
  });

  it('is for members: a visitor gets 401', async () => {
    const visitor = await t.client().start();
    expect((await resolve(visitor, `https://youtu.be/${ID}`)).status).toBe(401);
  });
});

describe('a video post by link or embed code', () => {
  it('stores a video link as its player, and refuses code that plays nothing Rookery shows', async () => {
    const saved = await savePostForm(member, 'video', { embedCode: `https://youtu.be/${ID}` });
    expect(saved.status, saved.raw).toBe(200);
    const shown = await member.get<PostPermalinkResponse>(
      `/svc/blog/vid-maker/post/${saved.body.response.post.id}`,
    );
    expect(shown.body.response.post.embed_code).toBe(
      `<iframe src="https://www.youtube-nocookie.com/embed/${ID}" width="500" height="281" frameborder="0" allowfullscreen></iframe>`,
    );
    for (const embedCode of ['hello world', '<iframe src="https://videos.example/embed/1"></iframe>']) {
      const refused = await savePostForm(member, 'video', { embedCode });
      expect(refused.status, embedCode).toBe(400);
      expect(refused.body.errors[0]?.detail).toBe(embedMessages.invalidCode);
    }
  });
});
