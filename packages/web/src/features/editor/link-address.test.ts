import { describe, expect, it } from 'vitest';
import { LINK_BUBBLE_MAX_WIDTH, LINK_BUBBLE_MIN_WIDTH, linkBubbleWidth, openableHref } from './link-address';

const ORIGIN = 'https://rookery.example';

describe('opening a link', () => {
  it('keeps an address that has a scheme', () => {
    expect(openableHref('http://a.example/x', ORIGIN)).toBe('http://a.example/x');
    expect(openableHref('mailto:me@a.example', ORIGIN)).toBe('mailto:me@a.example');
  });

  it('prepends this host to a path, and a scheme to a bare host name', () => {
    expect(openableHref('/blog/me', ORIGIN)).toBe('https://rookery.example/blog/me');
    expect(openableHref('//cdn.example/a', ORIGIN)).toBe('https://cdn.example/a');
    expect(openableHref('example.com/page', ORIGIN)).toBe('https://example.com/page');
  });
});

describe('link bubble width', () => {
  it('stays between 200 and 600 px', () => {
    expect(linkBubbleWidth('')).toBe(LINK_BUBBLE_MIN_WIDTH);
    expect(LINK_BUBBLE_MIN_WIDTH).toBe(200);
    expect(linkBubbleWidth('x'.repeat(500))).toBe(LINK_BUBBLE_MAX_WIDTH);
    expect(LINK_BUBBLE_MAX_WIDTH).toBe(600);
    const middle = linkBubbleWidth('https://example.com/a');
    expect(middle).toBeGreaterThan(200);
    expect(middle).toBeLessThan(600);
  });
});
