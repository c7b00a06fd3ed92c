import { describe, expect, it } from 'vitest';
import { isAllowedImageSrc, isAllowedLinkHref, urlScheme } from './allowlist.js';

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
});
