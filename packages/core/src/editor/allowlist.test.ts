import { describe, expect, it } from 'vitest';
import {
  isAllowedEmbedSrc,
  isAllowedImageSrc,
  isAllowedLinkHref,
  parseAbsoluteUrl,
  urlScheme,
} from './allowlist.js';

describe('editor allowlist helpers', () => {
  it('reads a scheme the way a browser does, ignoring control characters and spaces', () => {
    expect(urlScheme('java\tscript:alert(1)')).toBe('javascript');
    expect(urlScheme(' \u0001JavaScript:x')).toBe('javascript');
    expect(urlScheme('/relative/path')).toBeNull();
  });

  it('allows http, https, mailto and relative links only', () => {
    for (const ok of [
      'https://a.example',
      'http://a.example',
      'mailto:a@b.example',
      '/x',
      '#top',
      'page.html',
    ])
      expect(isAllowedLinkHref(ok)).toBe(true);
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', 'vbscript:x', 'JaVa\nScRiPt:x'])
      expect(isAllowedLinkHref(bad)).toBe(false);
    expect(isAllowedImageSrc('data:image/png;base64,AA')).toBe(false);
    expect(isAllowedImageSrc('/media/a.jpg')).toBe(true);
  });

  it('allows iframes from the embed providers and the public URL only', () => {
    expect(isAllowedEmbedSrc('https://www.youtube.com/embed/abc')).toBe(true);
    expect(isAllowedEmbedSrc('https://youtube-nocookie.com/embed/abc')).toBe(true);
    expect(isAllowedEmbedSrc('https://player.vimeo.com/video/1')).toBe(true);
    expect(isAllowedEmbedSrc('https://www.youtube.com/watch?v=abc')).toBe(false);
    expect(isAllowedEmbedSrc('http://www.youtube.com/embed/abc')).toBe(false);
    expect(isAllowedEmbedSrc('https://www.youtube.com.evil.example/embed/abc')).toBe(false);
    expect(isAllowedEmbedSrc('https://evil.example@www.youtube.com/embed/abc')).toBe(false);
    expect(isAllowedEmbedSrc('https://www.youtube.com\\@evil.example/embed/x')).toBe(false);
    expect(isAllowedEmbedSrc('https://www.youtube.com/embed/../redirect')).toBe(false);
    expect(isAllowedEmbedSrc('/embed/1')).toBe(false);
    expect(isAllowedEmbedSrc('http://localhost:3000/post/1/embed', 'http://localhost:3000')).toBe(true);
    expect(isAllowedEmbedSrc('http://localhost:4000/post/1/embed', 'http://localhost:3000')).toBe(false);
  });

  it('reads an absolute URL into its origin and path', () => {
    expect(parseAbsoluteUrl('HTTPS://Player.Vimeo.com:443/video/1?x')).toEqual({
      scheme: 'https',
      host: 'player.vimeo.com',
      origin: 'https://player.vimeo.com',
      path: '/video/1',
    });
    expect(parseAbsoluteUrl('https://a.example:x/')).toBeNull();
  });
});
