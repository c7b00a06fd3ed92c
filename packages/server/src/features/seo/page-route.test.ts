import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { matchPage } from './page-route.js';

const ROUTER = resolve(import.meta.dirname, '../../../../web/src/app/router.tsx');

/** Every `path: '…'` of the client's router, its parameters filled in as a browser would. */
function clientPaths(): string[] {
  const source = readFileSync(ROUTER, 'utf8');
  return [...source.matchAll(/path: '([^']+)'/g)]
    .map((m) => m[1]!)
    .filter((p) => p !== '*')
    .map((p) => `/${p.replace(/:postId/g, '123').replace(/:[a-zA-Z]+\??/g, 'some-name')}`);
}

describe('matchPage', () => {
  it('knows every page of the client’s router, so none of them answers 404', () => {
    const paths = clientPaths();
    expect(paths.length).toBeGreaterThan(30);
    for (const path of paths) expect(matchPage(path).kind, path).not.toBe('unknown');
  });

  it('tells the public pages apart', () => {
    expect(matchPage('/')).toEqual({ kind: 'home' });
    expect(matchPage('/explore/')).toEqual({ kind: 'explore' });
    expect(matchPage('/tagged/big%20birds')).toEqual({ kind: 'tagged', tag: 'big birds' });
    expect(matchPage('/ann')).toEqual({ kind: 'blog', blog: 'ann' });
    expect(matchPage('/ann/ask')).toEqual({ kind: 'blog', blog: 'ann', section: 'ask' });
    expect(matchPage('/ann/tagged/x')).toEqual({ kind: 'blog', blog: 'ann', tag: 'x' });
    expect(matchPage('/ann/post/12/a-slug')).toEqual({ kind: 'post', blog: 'ann', postId: '12' });
    expect(matchPage('/dashboard')).toEqual({ kind: 'app' });
    expect(matchPage('/search')).toEqual({ kind: 'search', term: '' });
    expect(matchPage('/search/porch%20light')).toEqual({ kind: 'search', term: 'porch light' });
    expect(matchPage('/ann/search/%23art')).toEqual({ kind: 'blog', blog: 'ann', search: '#art' });
    // The composer over a page is that page.
    expect(matchPage('/ann/new/text')).toEqual({ kind: 'blog', blog: 'ann' });
    expect(matchPage('/tagged/x/reblog/1/key')).toEqual({ kind: 'tagged', tag: 'x' });
  });

  it('knows the acting blog’s context pages and the composer over them (spec document 1 §2)', () => {
    for (const path of [
      '/drafts',
      '/queue',
      '/inbox',
      '/drafts/new/quote',
      '/queue/new/text',
      '/inbox/new/link',
    ])
      expect(matchPage(path), path).toEqual({ kind: 'app' });
  });

  it('finds no page for other shapes', () => {
    for (const path of [
      '/ann/post',
      '/ann/post/1/slug/more',
      '/ann/other',
      '/ann/post/1/slug/new',
      '/search/a/b',
      '/ann/search',
      '/a//b',
      '/%E0%A4%A',
    ])
      expect(matchPage(path).kind, path).toBe('unknown');
  });
});
