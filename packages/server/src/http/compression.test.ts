import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync, zstdDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedUp, type TestApp, type TestClient } from '../../test/test-app.js';
import { solidJpeg } from '../features/media/test-files.js';
import { sendUpload } from '../features/media/test-upload.js';
import { textPost } from '../features/posts/test-posts.js';
import { compressAnswer, type Encoding, ZSTD_ON_LOOP_MAX_BYTES } from './compression.js';

const PRECOMPRESS = resolve(import.meta.dirname, '../../../web/scripts/precompress.mjs');
const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word ${i}`))};\n`;

let t: TestApp;
let ann: TestClient;
let webDist: string;

beforeAll(async () => {
  // A built client in miniature: a page template, a hashed script and the favicon, precompressed
  // by the web build's own last step.
  webDist = mkdtempSync(join(tmpdir(), 'rookery-web-dist-'));
  mkdirSync(join(webDist, 'assets'));
  const filler = `<!-- ${'the page template of the built client '.repeat(30)}-->`;
  writeFileSync(
    join(webDist, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Rookery</title>${filler}</head><body><div id="app"></div></body></html>`,
  );
  writeFileSync(join(webDist, 'assets', 'app-Ab12Cd.js'), SCRIPT);
  writeFileSync(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  execFileSync(process.execPath, [PRECOMPRESS, webDist]);
  t = await createTestApp({ config: { webDist } });
  ann = await signedUp(t, 'ann-blog');
  for (let i = 0; i < 5; i++)
    await textPost(ann, { title: `Post ${i}`, body: `<p>${'Rooks gather at dusk. '.repeat(10)}</p>` });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe('answers made per request', () => {
  it('compresses JSON with zstd, brotli or gzip as the client accepts, and says it varies on it', async () => {
    const raw = await get('/svc/blog/ann-blog/posts');
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(raw.headers.vary).toMatch(/accept-encoding/i);
    // What Chromium and Firefox send: zstd, the cheapest of the three to make.
    const zstd = await get('/svc/blog/ann-blog/posts', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(zstd.headers['content-encoding']).toBe('zstd');
    expect(zstd.headers.vary).toMatch(/accept-encoding/i);
    expect(zstd.rawPayload.length).toBeLessThan(raw.rawPayload.length / 2);
    expect(zstdDecompressSync(zstd.rawPayload).toString()).toBe(raw.body);
    // What Safari sends.
    const br = await get('/svc/blog/ann-blog/posts', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(raw.rawPayload.length / 2);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(raw.body);
    const gz = await get('/svc/blog/ann-blog/posts', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(raw.body);
    const refused = await get('/svc/blog/ann-blog/posts', { 'accept-encoding': 'br;q=0, gzip' });
    expect(refused.headers['content-encoding']).toBe('gzip');
    const noZstd = await get('/svc/blog/ann-blog/posts', { 'accept-encoding': 'zstd;q=0, br' });
    expect(noZstd.headers['content-encoding']).toBe('br');
    // A wildcard is taken for the older two only.
    const any = await get('/svc/blog/ann-blog/posts', { 'accept-encoding': '*' });
    expect(any.headers['content-encoding']).toBe('br');
  });

  it('sends text past Latin-1 whole, compressed or not, its length counted in bytes', async () => {
    const bea = await signedUp(t, 'bea-blog');
    const words = 'Rooks’ dusk 🐦 — çà et là, 夕暮れ. ';
    await textPost(bea, { title: 'Unicode', body: `<p>${words.repeat(40)}</p>` });
    const raw = await get('/svc/blog/bea-blog/posts');
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(Number(raw.headers['content-length'])).toBe(raw.rawPayload.length);
    expect(raw.body).toContain(words.trim());
    const zstd = await get('/svc/blog/bea-blog/posts', { 'accept-encoding': 'zstd' });
    expect(zstd.headers['content-encoding']).toBe('zstd');
    expect(zstdDecompressSync(zstd.rawPayload).toString()).toBe(raw.body);
  });

  it('leaves small answers alone', async () => {
    const res = await get('/svc/no-such-call', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(404);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('compresses the HTML of a page', async () => {
    const raw = await get('/ann-blog');
    const br = await get('/ann-blog', { 'accept-encoding': 'br' });
    expect(br.headers['content-type']).toMatch(/^text\/html/);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(raw.rawPayload.length);
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<title>');
  });

  it('never compresses the push stream, which flows event by event', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const cookie = [...ann.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const { headers, first } = await new Promise<{ headers: IncomingHttpHeaders; first: string }>(
      (done, fail) => {
        const request = httpGet(
          `${base}/svc/push`,
          { agent: false, headers: { cookie, 'accept-encoding': 'br, gzip' } },
          (res) => {
            res.setEncoding('utf8');
            res.once('data', (chunk: string) => {
              done({ headers: res.headers, first: chunk });
              request.destroy();
            });
          },
        );
        request.on('error', fail);
      },
    );
    expect(headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(headers['content-encoding']).toBeUndefined();
    expect(first).toMatch(/^(retry|event|:)/m);
  });
});

describe('where an answer is compressed', () => {
  const json = (bytes: number) => {
    const item = JSON.stringify({ title: 'Rooks gather at dusk', tags: ['birds', 'evening'] });
    return `[${Array.from({ length: Math.ceil(bytes / (item.length + 1)) }, () => item).join(',')}]`;
  };
  const decompress: Record<Encoding, (b: Buffer) => Buffer> = {
    zstd: zstdDecompressSync,
    br: brotliDecompressSync,
    gzip: gunzipSync,
  };
  /** Compresses, and says whether the answer was ready before compressAnswer returned. */
  async function compressed(body: string, encoding: Encoding) {
    let ready = false;
    const out = new Promise<Buffer>((resolve, reject) => {
      compressAnswer(Buffer.from(body), encoding, (error, result) => {
        ready = true;
        if (error) reject(error);
        else resolve(result);
      });
    });
    const atOnce = ready;
    return { atOnce, text: decompress[encoding](await out).toString() };
  }

  it('compresses a page-sized zstd answer at once, on the event loop, and again with the kept context', async () => {
    const body = json(34_000);
    for (let i = 0; i < 2; i++) expect(await compressed(body, 'zstd')).toEqual({ atOnce: true, text: body });
  });

  it('hands larger zstd answers, and brotli and gzip, to the thread pool; each arrives whole', async () => {
    const large = json(ZSTD_ON_LOOP_MAX_BYTES + 10_000);
    expect(await compressed(large, 'zstd')).toEqual({ atOnce: false, text: large });
    const page = json(34_000);
    for (const encoding of ['br', 'gzip'] as const)
      expect(await compressed(page, encoding)).toEqual({ atOnce: false, text: page });
  });
});

describe('static files', () => {
  it('sends the build’s precompressed copy as it is, immutable for hashed assets', async () => {
    const br = await get('/assets/app-Ab12Cd.js', { 'accept-encoding': 'gzip, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload.equals(readFileSync(join(webDist, 'assets', 'app-Ab12Cd.js.br')))).toBe(true);
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length);
    const gz = await get('/assets/app-Ab12Cd.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    const raw = await get('/assets/app-Ab12Cd.js');
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(raw.body).toBe(SCRIPT);
  });

  it('caches files with unhashed names for a short while', async () => {
    const res = await get('/favicon.svg', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    // Too small to be worth compressing: the build wrote no copy of it.
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});

describe('media and avatars', () => {
  it('caches uploads for a day, with validators that answer 304', async () => {
    const upload = await sendUpload(t, ann, {
      data: await solidJpeg(32, 32),
      name: 'a.jpg',
      type: 'image/jpeg',
    });
    const url = upload.body.response.url as string;
    const res = await get(url, { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.etag).toBeTruthy();
    expect(res.headers['last-modified']).toBeTruthy();
    expect((await get(url, { 'if-none-match': String(res.headers.etag) })).statusCode).toBe(304);
  });

  it('gives avatars an ETag, and answers 304 to a browser that holds the same one', async () => {
    const res = await get('/avatar/ann-blog/64');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^"/);
    const again = await get('/avatar/ann-blog/64', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect((await get('/avatar/ann-blog/128', { 'if-none-match': etag })).statusCode).toBe(200);
    expect((await get('/avatar/ann-blog/64?v=1')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
  });
});
