import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { messages } from '@rookery/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ValidationError } from '../../http/errors.js';
import { fetchOutside, MAX_REDIRECTS, type OutsideFetchOptions } from './outside-fetch.js';

let server: Server;
let base: string;
let allow: string[];
const seen: { url: string; headers: Record<string, unknown> }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/page') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<title>A page</title>');
    } else if (url.pathname === '/hop') {
      const left = Number(url.searchParams.get('n'));
      res.writeHead(302, { location: left > 0 ? `/hop?n=${left - 1}` : '/page' });
      res.end();
    } else if (url.pathname === '/to') {
      res.writeHead(301, { location: url.searchParams.get('u') ?? '/' });
      res.end();
    } else if (url.pathname === '/big') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('x'.repeat(5000));
    } else if (url.pathname === '/slow') {
      setTimeout(() => res.end('late'), 2000);
    } else if (url.pathname === '/missing') {
      res.writeHead(404, { 'content-type': 'text/html' });
      res.end('no');
    } else res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;
  allow = [`127.0.0.1:${port}`];
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const html: OutsideFetchOptions = {
  accept: 'text/html',
  allowType: (t) => t === 'text/html',
  maxBytes: 1000,
};

async function refusal(url: string, options: Partial<OutsideFetchOptions> = {}): Promise<string> {
  try {
    await fetchOutside(url, { ...html, ...options });
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    return (error as ValidationError).message;
  }
  throw new Error(`${url} was fetched`);
}

describe('fetchOutside', () => {
  it('fetches a page a test server answers (allowed by host and port), sending no cookies', async () => {
    const page = await fetchOutside(`${base}/page`, { ...html, allow });
    expect(page.body.toString()).toBe('<title>A page</title>');
    expect(page.contentType).toBe('text/html');
    const request = seen.at(-1)!;
    expect(request.headers.cookie).toBeUndefined();
    expect(request.headers.authorization).toBeUndefined();
  });

  it.each([
    'http://127.0.0.1/',
    'http://localhost/',
    'http://10.0.0.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://2130706433/',
    'http://0x7f000001/',
    'http://0177.0.0.1/',
    'http://127.1/',
    'http://0/',
  ])('refuses %s: not on the public internet', async (url) => {
    expect(await refusal(url)).toBe(messages.outsideNotPublic);
  });

  it('refuses the test server itself when it is not allowed, and a redirect into a private address', async () => {
    expect(await refusal(`${base}/page`)).toBe(messages.outsideNotPublic);
    expect(await refusal(`${base}/to?u=${encodeURIComponent('http://169.254.169.254/')}`, { allow })).toBe(
      messages.outsideNotPublic,
    );
    expect(await refusal(`${base}/to?u=${encodeURIComponent('http://127.0.0.1:1/')}`, { allow })).toBe(
      messages.outsideNotPublic,
    );
  });

  it(`follows at most ${MAX_REDIRECTS} redirects`, async () => {
    const page = await fetchOutside(`${base}/hop?n=${MAX_REDIRECTS - 1}`, { ...html, allow });
    expect(page.url.pathname).toBe('/page');
    expect(await refusal(`${base}/hop?n=${MAX_REDIRECTS}`, { allow })).toBe(messages.outsideTooManyRedirects);
  });

  it('refuses other schemes, credentials in the address and what is not an address', async () => {
    for (const url of [
      'file:///etc/passwd',
      'ftp://example.com/',
      'http://user:pw@example.com/',
      'not a url',
      'javascript:alert(1)',
    ])
      expect(await refusal(url), url).toBe(messages.outsideBadUrl);
    expect(await refusal(`${base}/to?u=${encodeURIComponent('file:///etc/passwd')}`, { allow })).toBe(
      messages.outsideBadUrl,
    );
  });

  it('stops at the size limit, the time limit, a wrong type and an error answer', async () => {
    expect(await refusal(`${base}/big`, { allow })).toBe(messages.outsideTooLarge);
    expect(await refusal(`${base}/slow`, { allow, timeoutMs: 300 })).toBe(messages.outsideTooSlow);
    expect(await refusal(`${base}/page`, { allow, allowType: (t) => t.startsWith('image/') })).toBe(
      messages.outsideWrongType,
    );
    expect(await refusal(`${base}/missing`, { allow })).toBe(messages.outsideRefusedAnswer);
  });

  it('says a name that does not resolve cannot be reached', async () => {
    expect(await refusal('http://no-such-host.invalid/')).toBe(messages.outsideUnreachable);
  });
});
