import { beforeAll, describe, expect, it } from 'vitest';
import { configureImageProxy, isSigned, PROXY_PATH, proxiedImageUrl, withProxiedImages } from './proxied.js';

beforeAll(() => configureImageProxy('test-secret', 'https://rookery.example'));

const signatureIn = (url: string) => url.slice(PROXY_PATH.length, url.indexOf('?'));

describe('the image proxy addresses', () => {
  it('sends images of other sites through the proxy, signed, and leaves this site’s alone', () => {
    const outside = 'https://pics.example/a b.png?x=1&y=2';
    const proxied = proxiedImageUrl(outside);
    expect(proxied.startsWith(PROXY_PATH)).toBe(true);
    expect(new URL(proxied, 'https://rookery.example').searchParams.get('u')).toBe(outside);
    expect(isSigned(outside, signatureIn(proxied))).toBe(true);
    expect(isSigned('https://pics.example/other.png', signatureIn(proxied))).toBe(false);
    expect(isSigned(outside, 'short')).toBe(false);
    for (const own of ['/media/a.png', 'https://rookery.example/media/a.png', '', 'data:image/png;base64,x'])
      expect(proxiedImageUrl(own)).toBe(own);
  });

  it('rewrites every image source of stored rich text, escaped as it was', () => {
    const html =
      '<p>Look</p><img src="https://pics.example/a.png?x=1&amp;y=2" alt="A" data-orig-src="https://pics.example/big.png" /><img src="/media/b.png" />';
    const out = withProxiedImages(html);
    const sources = [...out.matchAll(/(?:src|data-orig-src)="([^"]*)"/g)].map((m) =>
      m[1]!.replace(/&amp;/g, '&'),
    );
    expect(sources[0]).toBe(proxiedImageUrl('https://pics.example/a.png?x=1&y=2'));
    expect(sources[1]).toBe(proxiedImageUrl('https://pics.example/big.png'));
    expect(sources[2]).toBe('/media/b.png');
    expect(out).toContain('alt="A"');
    expect(withProxiedImages('<p>no pictures</p>')).toBe('<p>no pictures</p>');
  });
});
