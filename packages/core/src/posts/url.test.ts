import { describe, expect, it } from 'vitest';
import { tweetLength } from './tweet.js';
import { hasUnsupportedProtocol, isValidUrl, prefixUrl } from './url.js';

describe('the link URL check (spec §5)', () => {
  it.each([
    'http://example.com',
    'https://example.com',
    'https://user:pass@example.com',
    'https://user@example.com/x',
    'http://192.168.1.20',
    'http://localhost',
    'http://localhost:8080/path?q=1#top',
    'https://sub.example.co.uk:443/a/b?c=d&e=f#g',
    'https://bücher.example',
  ])('accepts %s', (url) => expect(isValidUrl(url)).toBe(true));

  it.each([
    '',
    'example.com',
    'ftp://example.com',
    'https://',
    'https://example',
    'https://exa mple.com',
    'https://example.com:port',
    'javascript:alert(1)',
    'http://-example.com',
  ])('rejects %j', (url) => expect(isValidUrl(url)).toBe(false));
});

describe('source and redirect URL prefixing (spec §5)', () => {
  it('prepends https:// when there is no protocol', () => {
    expect(prefixUrl('example.com/a')).toBe('https://example.com/a');
    expect(prefixUrl('localhost:3000')).toBe('https://localhost:3000');
  });

  it('keeps accepted protocols', () => {
    expect(prefixUrl('http://example.com')).toBe('http://example.com');
    expect(prefixUrl('HTTPS://example.com')).toBe('HTTPS://example.com');
    expect(prefixUrl('mailto:a@example.com')).toBe('mailto:a@example.com');
    expect(prefixUrl('rookery://x/post/1')).toBe('rookery://x/post/1');
  });

  it('keeps the original when the prefixed one is still invalid', () => {
    expect(prefixUrl('not a url')).toBe('not a url');
    expect(prefixUrl('javascript:alert(1)')).toBe('javascript:alert(1)');
    expect(prefixUrl('')).toBe('');
  });

  it('finds the protocols that are not accepted', () => {
    expect(hasUnsupportedProtocol('javascript:alert(1)')).toBe(true);
    expect(hasUnsupportedProtocol('ftp://x.com')).toBe(true);
    expect(hasUnsupportedProtocol('mailto:a@b.c')).toBe(false);
    expect(hasUnsupportedProtocol('not a url')).toBe(false);
  });
});

describe('tweet length (spec §5)', () => {
  it('counts characters, a URL as 29', () => {
    expect(tweetLength('hello')).toBe(5);
    expect(tweetLength('see https://example.com/a/very/long/path/that/goes/on/and/on')).toBe(4 + 29);
    expect(tweetLength('a http://x.co b www.example.com')).toBe(5 + 58);
    expect(tweetLength('🐦')).toBe(1);
  });
});
