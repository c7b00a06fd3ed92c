import { describe, expect, it } from 'vitest';
import { describeDescriptionLink } from './description-links';

const ORIGIN = 'https://rookery.example';
const link = (href: string, blogUrl = '/ada-writes') => describeDescriptionLink(href, blogUrl, ORIGIN);

describe('describeDescriptionLink', () => {
  it('opens http, https and mailto links in a new tab', () => {
    expect(link('https://example.com/a?b=1')).toEqual({ href: 'https://example.com/a?b=1', newTab: true });
    expect(link('http://example.com')).toEqual({ href: 'http://example.com/', newTab: true });
    expect(link('mailto:ada@example.com')).toEqual({ href: 'mailto:ada@example.com', newTab: true });
    expect(link('  HTTPS://Example.com/x  ')).toEqual({ href: 'https://example.com/x', newTab: true });
  });

  it('drops links with any other protocol', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<b>x</b>',
      'vbscript:x',
      'file:///etc/passwd',
      'ftp://example.com/',
      'tel:+123',
    ]) {
      expect(link(bad), bad).toBeNull();
    }
  });

  it('drops empty and unreadable links', () => {
    expect(link('')).toBeNull();
    expect(link('   ')).toBeNull();
    expect(link('http://')).toBeNull();
  });

  it("resolves relative links against the blog's own URL", () => {
    expect(link('about')).toEqual({ href: `${ORIGIN}/ada-writes/about`, newTab: true });
    expect(link('tagged/birds')).toEqual({ href: `${ORIGIN}/ada-writes/tagged/birds`, newTab: true });
    expect(link('#top')).toEqual({ href: `${ORIGIN}/ada-writes/#top`, newTab: true });
    expect(link('?page=2')).toEqual({ href: `${ORIGIN}/ada-writes/?page=2`, newTab: true });
  });

  it("treats the blog as the root, as on the blog's own subdomain", () => {
    expect(link('/about')).toEqual({ href: `${ORIGIN}/ada-writes/about`, newTab: true });
    expect(link('/')).toEqual({ href: `${ORIGIN}/ada-writes/`, newTab: true });
  });

  it('accepts an absolute blog URL (a custom domain) as the base', () => {
    expect(link('/about', 'https://ada.example/')).toEqual({
      href: 'https://ada.example/about',
      newTab: true,
    });
    expect(link('post/1', 'https://ada.example')).toEqual({
      href: 'https://ada.example/post/1',
      newTab: true,
    });
  });

  it('keeps protocol-relative links on their own host', () => {
    expect(link('//other.example/x')).toEqual({ href: 'https://other.example/x', newTab: true });
  });
});
