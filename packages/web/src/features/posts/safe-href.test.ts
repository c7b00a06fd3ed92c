import { describe, expect, it } from 'vitest';
import { safeHref } from './safe-href';

describe('safe href', () => {
  it('links web and mail addresses', () => {
    expect(safeHref(' https://example.com/a?b=1 ')).toBe('https://example.com/a?b=1');
    expect(safeHref('http://example.com')).toBe('http://example.com/');
    expect(safeHref('mailto:me@example.com')).toBe('mailto:me@example.com');
  });

  it('refuses scripts, documents, relative paths and words', () => {
    expect(safeHref('javascript:alert(1)')).toBeUndefined();
    expect(safeHref(' JavaScript:alert(1)')).toBeUndefined();
    expect(safeHref('data:text/html,<script>alert(1)</script>')).toBeUndefined();
    expect(safeHref('/settings')).toBeUndefined();
    expect(safeHref('not a link')).toBeUndefined();
    expect(safeHref('')).toBeUndefined();
  });
});
